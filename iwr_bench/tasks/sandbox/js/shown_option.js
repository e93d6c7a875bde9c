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
// (failing that, the element whose own words are the option's, followed by a note of its own: bootstrap-select draws
// the option "Wasabi" as "Wasabi" and its subtext "Hottest" in a <small> after it)
const own = (el) => fold(Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent).join(' '));
const find = (says) => {
  let best = null;
  for (const el of all) {
    if (within(trigger, el) || /^(OPTION|SELECT|SCRIPT|STYLE)$/.test(el.tagName)) continue;
    if (!says(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width < 1 || r.height < 1 || (el.checkVisibility && !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}))) continue;
    if (best && within(best, el)) continue;
    best = el;
  }
  return best;
};
return find((el) => fold(el.innerText || el.textContent) === want) ||
  (want ? find((el) => own(el) === want && fold(el.innerText || el.textContent).startsWith(want)) : null);
