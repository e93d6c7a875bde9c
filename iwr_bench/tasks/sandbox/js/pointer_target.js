// Scroll an element into view only when its centre is off screen, and then as little as
// possible: what a person (and Selenium's own pointer actions) would do. Then say what a click
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
const q = el.getBoundingClientRect();
const x = q.left + q.width / 2, y = q.top + q.height / 2;
let top = document.elementFromPoint(x, y);
while (top && top.shadowRoot) {
  const inner = top.shadowRoot.elementFromPoint(x, y);
  if (!inner || inner === top) break;
  top = inner;
}
if (!top) return null;
// The shadow-including ancestors of a node (a shadow root's host counts as its parent).
const holds = (outer, inner) => {
  for (let n = inner; n; n = n.parentNode || n.host) if (n === outer) return true;
  return false;
};
if (holds(el, top) || holds(top, el)) return null;
for (let n = top; n; n = n.parentNode || n.host) {
  if (n.tagName === 'LABEL' && n.control === el) return null;
}
return top.outerHTML.slice(0, 120);
