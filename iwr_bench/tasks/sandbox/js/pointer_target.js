// Scroll an element into view only when its centre is off screen, and then as little as
// possible: what a person (and Selenium's own pointer actions) would do; or when a bar or a floating
// button fixed to the viewport lies over it, to the middle of the screen. Then say what a click
// at its centre would hit: null when that click reaches the element, else the top of whatever
// covers it. Authoring and the judge both use it, so the judge's screenshots line up with the
// ground-truth checkpoints, and a covered control is not clicked through.
//
// A click reaches the element when what is hit is the element, something inside it (text in a
// button), something around it (a wrapper holding a checkbox), or a <label> that forwards the
// click to it (a floating label lying over its input): the browser sends that click on to it.
// Shadow roots are looked into, so a control inside a web component is hit as itself.
const el = arguments[0];
const r = el.getBoundingClientRect();
const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) {
  el.scrollIntoView({block: 'nearest', inline: 'nearest', behavior: 'instant'});
}
const hitAtCentre = () => {
  const q = el.getBoundingClientRect();
  const x = q.left + q.width / 2, y = q.top + q.height / 2;
  let hit = document.elementFromPoint(x, y);
  while (hit && hit.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
};
// The shadow-including ancestors of a node (a shadow root's host counts as its parent).
const holds = (outer, inner) => {
  for (let n = inner; n; n = n.parentNode || n.host) if (n === outer) return true;
  return false;
};
// A bar or a floating button fixed to the viewport (a sticky header, a cog in the corner) lies over it: a person
// scrolls it out from under and presses it (as collect.js counts it reachable). What is fixed itself stays.
const fixedBar = (n) => {
  let bar = null;
  for (let p = n; p && p.nodeType === 1 && p !== document.body && p !== document.documentElement; p = p.parentNode || p.host) {
    const pos = getComputedStyle(p).position;
    if (pos === 'fixed' || pos === 'sticky') bar = p;
  }
  return bar && bar.getBoundingClientRect().height < innerHeight * 0.4 ? bar : null;
};
let top = hitAtCentre();
if (top && !holds(el, top) && !holds(top, el) && fixedBar(top) && !fixedBar(el)) {
  el.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
  top = hitAtCentre();
}
if (!top) return null;
if (holds(el, top) || holds(top, el)) return null;
for (let n = top; n; n = n.parentNode || n.host) {
  if (n.tagName === 'LABEL' && n.control === el) return null;
}
return top.outerHTML.slice(0, 120);
