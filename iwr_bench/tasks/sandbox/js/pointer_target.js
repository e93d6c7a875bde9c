// Scroll an element into view only when its centre is off screen, and then as little as
// possible: what a person (and Selenium's own pointer actions) would do. Then say what a click
// at its centre would hit: null when the element itself (or its own content), else the top of
// whatever covers it. Authoring and the judge both use it, so the judge's screenshots line up
// with the ground-truth checkpoints, and a covered control is not clicked through.
const el = arguments[0];
const r = el.getBoundingClientRect();
const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) {
  el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
}
const q = el.getBoundingClientRect();
const x = q.left + q.width / 2, y = q.top + q.height / 2;
// Look into open shadow roots: elementFromPoint stops at a web component's host.
const up = (n) => n.parentElement || (n.parentNode && n.parentNode.host) || null;
const within = (outer, n) => { for (let p = n; p; p = up(p)) if (p === outer) return true; return false; };
let top = document.elementFromPoint(x, y);
for (let i = 0; top && top.shadowRoot && i < 10; i++) {
  const inner = top.shadowRoot.elementFromPoint(x, y);
  if (!inner || inner === top) break;
  top = inner;
}
if (!top || top === el || within(el, top) || within(top, el)) return null;
return top.outerHTML.slice(0, 120);
