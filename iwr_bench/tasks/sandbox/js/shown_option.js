// The element a person sees showing an option's text once its dropdown is open (a custom list may be
// drawn anew, away from the options the page keeps): the outermost visible element whose whole text
// is the option's, outside the dropdown itself, that a click at its centre reaches.
// arguments: the option's text, the dropdown element.
const [text, trigger] = arguments;
const fold = (s) => (s || '').replace(/\s+/g, ' ').trim().toLowerCase();
const want = fold(text);
const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
const within = (outer, el) => { for (let p = el; p; p = up(p)) if (p === outer) return true; return false; };
const all = [];
const walk = (root) => {
  const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let n = w.nextNode(); n && all.length < 20000; n = w.nextNode()) { all.push(n); if (n.shadowRoot) walk(n.shadowRoot); }
};
walk(document.body);
let best = null;
for (const el of all) {
  if (within(trigger, el) || /^(OPTION|SELECT|SCRIPT|STYLE)$/.test(el.tagName)) continue;
  if (fold(el.innerText || el.textContent) !== want) continue;
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1 || (el.checkVisibility && !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}))) continue;
  if (best && within(best, el)) continue;
  best = el;
}
return best;
