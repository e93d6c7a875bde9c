// Added for the grounding corpus: marks the intended elements once the page's own script has built its dropdowns.
(function mark() {
  const mains = {};
  document.querySelectorAll('.ss-main').forEach(m => { const s = m.previousElementSibling; if (s && s.id) mains[s.id] = m; });
  if (!mains['multiple-group']) { setTimeout(mark, 50); return; }
  const set = (el, key) => { if (el) el.setAttribute('data-expect', key); };
  const box = id => mains[id].querySelector('.ss-single-selected, .ss-multi-selected');
  const opt = (id, text) => [...mains[id].querySelectorAll('.ss-option')].find(o => o.textContent.trim() === text);
  const chipX = (id, text) => [...mains[id].querySelectorAll('.ss-value')].find(v => v.querySelector('.ss-value-text').textContent.trim() === text)?.querySelector('.ss-value-delete');
  const plus = id => mains[id].querySelector('.ss-add');
  set(box('select-nav'), 'nav-dd');
  set(opt('select-nav', 'Installation'), 'nav-install');
  set(opt('select-nav', 'Methods'), 'nav-methods');
  set(box('single'), 'single-dd');
  set(opt('single', 'Texas'), 'single-texas');
  set(box('single-group'), 'group-dd');
  set(opt('single-group', 'Banana'), 'group-banana');
  set(chipX('multiple', 'Illinois'), 'multi-x-illinois');
  set(chipX('multiple', 'California'), 'multi-x-california');
  set(plus('multiple'), 'multi-plus');
  set(opt('multiple', 'Ohio'), 'multi-ohio');
  set(chipX('multiple-group', 'Corn'), 'mg-x-corn');
  set(plus('multiple-group'), 'mg-plus');
  set(opt('multiple-group', 'Kale'), 'mg-kale');
  const links = [...document.querySelectorAll('a')];
  set(links.find(a => /github/.test(a.href) && a.querySelector('img')), 'github');
  set(links.find(a => /npmjs/.test(a.href) && a.querySelector('img')), 'npm');
  set(links.find(a => a.textContent.trim() === 'Brian Voelker'), 'author');
})();
