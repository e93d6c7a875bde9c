// Visible, enabled, interactive elements with what a person (or a screen reader) sees of
// them. The elements are kept in window.__iwrCands so the judge can act on one by index.
// arguments[0]: 'click' | 'type' | 'scroll';  arguments[1]: scan limit for pointer-cursor elements.
const mode = arguments[0];
const scanLimit = arguments[1] || 20000;
const clip = (s, n) => (s || '').replace(/\s+/g, ' ').trim().slice(0, n);
const SEL = 'a[href], button, input:not([type=hidden]), select, textarea, label, summary, [role], [onclick], ' +
  '[tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]';
const TEXTUAL = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/;
const visible = (el) => {
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return null;
  if (el.checkVisibility && !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return null;
  return r;
};
const roleOf = (el) => {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit.split(/\s+/)[0].toLowerCase();
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (tag === 'button' || tag === 'summary') return 'button';
  if (tag === 'select') return 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'label') return 'label';
  if (tag === 'input') {
    const t = (el.getAttribute('type') || 'text').toLowerCase();
    if (t === 'checkbox' || t === 'radio' || t === 'range') return t === 'range' ? 'slider' : t;
    if (t === 'button' || t === 'submit' || t === 'reset' || t === 'image') return 'button';
    if (t === 'search') return 'searchbox';
    return 'textbox';
  }
  if (el.isContentEditable) return 'textbox';
  return '';
};
const editable = (el) => {
  const tag = el.tagName;
  if (tag === 'TEXTAREA') return !el.readOnly;
  if (tag === 'INPUT') return TEXTUAL.test((el.getAttribute('type') || '').toLowerCase()) && !el.readOnly;
  return el.isContentEditable;
};
const nameOf = (el) => {
  const parts = [];
  const lb = el.getAttribute('aria-labelledby');
  if (lb) for (const id of lb.split(/\s+/)) { const t = document.getElementById(id); if (t) parts.push(t.textContent); }
  parts.push(el.getAttribute('aria-label') || '');
  return clip(parts.join(' '), 200);
};
const iconText = (el) => {
  // Icon-only controls: the alt/title/aria-label of the image or svg inside them.
  const bits = [];
  for (const c of el.querySelectorAll('img[alt], svg title, [aria-label], img[title]')) {
    bits.push(c.getAttribute('alt') || c.getAttribute('aria-label') || c.getAttribute('title') || c.textContent || '');
    if (bits.length > 4) break;
  }
  return clip(bits.join(' '), 120);
};
const labelText = (el) => {
  if (el.labels && el.labels.length) return clip(Array.from(el.labels, (l) => l.innerText).join(' '), 200);
  return '';
};
const contextText = (el) => {
  // The nearest ancestor with more text than the element: a row, a card, a list item.
  const own = (el.innerText || '').length;
  let p = el.parentElement;
  for (let i = 0; p && i < 6; i++, p = p.parentElement) {
    const t = p.innerText || '';
    if (t.length > own + 2) return clip(t, 300);
  }
  return '';
};
let pool;
if (mode === 'scroll') {
  pool = [];
  const all = document.body ? document.body.getElementsByTagName('*') : [];
  for (let i = 0; i < all.length && i < scanLimit; i++) {
    const el = all[i];
    if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) continue;
    const st = getComputedStyle(el);
    if (!/(auto|scroll|overlay)/.test(st.overflowY + st.overflowX)) continue;
    pool.push(el);
  }
} else {
  const seen = new Set(document.querySelectorAll(SEL));
  pool = Array.from(seen);
  const all = document.body ? document.body.getElementsByTagName('*') : [];
  for (let i = 0; i < all.length && i < scanLimit; i++) {
    const el = all[i];
    if (seen.has(el)) continue;
    // Outermost pointer-cursor element only: the cursor is inherited by its children.
    if (getComputedStyle(el).cursor !== 'pointer') continue;
    const p = el.parentElement;
    if (p && getComputedStyle(p).cursor === 'pointer') continue;
    pool.push(el);
  }
}
const out = [];
const kept = [];
for (const el of pool) {
  const r = visible(el);
  if (!r) continue;
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
  if (mode === 'type' && !editable(el) && el.tagName !== 'LABEL' && roleOf(el) !== 'textbox' && roleOf(el) !== 'searchbox' && roleOf(el) !== 'combobox') continue;
  kept.push(el);
}
const index = new Map(kept.map((el, i) => [el, i]));
kept.forEach((el, i) => {
  const r = el.getBoundingClientRect();
  let anc = -1;
  for (let p = el.parentElement; p; p = p.parentElement) { if (index.has(p)) { anc = index.get(p); break; } }
  let forIdx = -1;
  if (el.tagName === 'LABEL' && el.control && index.has(el.control)) forIdx = index.get(el.control);
  out.push({
    index: i,
    tag: el.tagName.toLowerCase(),
    text: clip(el.innerText || el.textContent, 200),
    name: nameOf(el),
    placeholder: clip(el.getAttribute('placeholder'), 120),
    title: clip(el.getAttribute('title'), 120),
    alt: clip(el.getAttribute('alt'), 120) || iconText(el),
    value: (el.tagName === 'INPUT' && !/password|checkbox|radio/i.test(el.type)) || el.tagName === 'SELECT' ? clip(el.value, 120) : '',
    role: roleOf(el),
    type: clip(el.getAttribute('type'), 20).toLowerCase(),
    label: labelText(el),
    context: i < 400 ? contextText(el) : '',
    editable: editable(el),
    box: [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)],
    ancestor: anc,
    label_for: forIdx,
  });
});
window.__iwrCands = kept;
return out;
