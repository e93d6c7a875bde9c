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
const top = document.elementFromPoint(q.left + q.width / 2, q.top + q.height / 2);
if (!top || top === el || el.contains(top) || top.contains(el)) return null;
return top.outerHTML.slice(0, 120);
