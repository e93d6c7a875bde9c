// Scroll by whole pages what a person would scroll: the scroller the description names (index), else
// the nearest scroller under the middle of the screen that can move that way, else the page itself,
// unless a fixed layer covers the whole screen (a maximized chat, a full-screen menu): then the page
// behind it is hidden and only scrollers inside the layer are candidates, biggest first.
// arguments: candidate index (-1: none named), direction (up, down, left, right), pages.
const [idx, dir, pages] = arguments;
const se = document.scrollingElement || document.documentElement;
const axis = (dir === 'left' || dir === 'right') ? 'x' : 'y';
const sign = (dir === 'up' || dir === 'left') ? -1 : 1;
const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
const within = (outer, el) => { for (let p = el; p; p = up(p)) if (p === outer) return true; return false; };
const hitAt = (x, y) => {
  let hit = document.elementFromPoint(x, y);
  for (let i = 0; hit && hit.shadowRoot && i < 10; i++) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
};
const pos = (el) => axis === 'y' ? el.scrollTop : el.scrollLeft;
const room = (el) => {
  const max = axis === 'y' ? el.scrollHeight - el.clientHeight : el.scrollWidth - el.clientWidth;
  return sign > 0 ? max - pos(el) : pos(el);
};
const page = (el) => (el === se ? (axis === 'y' ? innerHeight : innerWidth) : (axis === 'y' ? el.clientHeight : el.clientWidth));
const scrollable = (el) => {
  if (el === se) return true;
  const st = getComputedStyle(el);
  return /(auto|scroll|overlay)/.test(axis === 'y' ? st.overflowY : st.overflowX);
};
const movable = (el) => scrollable(el) && room(el) >= 1;
const fixedLayer = () => {
  let layer = null;
  for (const [fx, fy] of [[0.1, 0.1], [0.9, 0.1], [0.5, 0.5], [0.1, 0.9], [0.9, 0.9]]) {
    let fixed = null;
    for (let p = hitAt(innerWidth * fx, innerHeight * fy); p && p !== document.body && p !== document.documentElement; p = up(p)) {
      if (getComputedStyle(p).position === 'fixed') fixed = p;
    }
    if (!fixed) return null;
    const r = fixed.getBoundingClientRect();
    if (r.width < innerWidth * 0.9 || r.height < innerHeight * 0.9) return null;
    if (layer && !within(layer, fixed) && !within(fixed, layer)) return null;
    layer = layer && within(layer, fixed) ? layer : fixed;
  }
  return layer;
};
const layer = fixedLayer();
const seen = (el) => {
  const r = el.getBoundingClientRect();
  const x = Math.min(Math.max(r.left + r.width / 2, 1), innerWidth - 1), y = Math.min(Math.max(r.top + r.height / 2, 1), innerHeight - 1);
  const hit = hitAt(x, y);
  return !!hit && within(el, hit);
};
const targets = [];
if (idx >= 0 && window.__iwrCands && window.__iwrCands[idx]) targets.push(window.__iwrCands[idx]);
for (let p = hitAt(innerWidth / 2, innerHeight / 2); p && p !== document.body && p !== document.documentElement; p = up(p)) {
  if (movable(p)) { targets.push(p); break; }
}
if (!layer) targets.push(se);
const area = (el) => { const r = el.getBoundingClientRect(); return r.width * r.height; };
const rest = (window.__iwrCands || []).filter((el) => !targets.includes(el) && (!layer || within(layer, el)) && seen(el))
  .sort((a, b) => area(b) - area(a));
for (const el of targets.concat(rest)) {
  if (!movable(el)) continue;
  const before = pos(el);
  const d = sign * Math.max(1, Math.round(page(el) * pages));
  const opts = axis === 'y' ? {top: d, behavior: 'instant'} : {left: d, behavior: 'instant'};
  (el === se ? window : el).scrollBy(opts);
  const after = pos(el);
  if (after !== before) {
    const r = el === se ? {left: 0, top: 0, width: innerWidth, height: innerHeight} : el.getBoundingClientRect();
    return {moved: after - before, tag: el === se ? 'window' : el.tagName.toLowerCase(),
            text: el === se ? '' : (el.innerText || '').slice(0, 80),
            box: [Math.round(r.left), Math.round(r.top), Math.round(r.width), Math.round(r.height)]};
  }
}
return {moved: 0, covered: !!layer};
