// What a draft step needs to know of the element a recording step acted on: arguments[0] is
// the element the Recorder's selectors found (often a <span> or <svg> inside the control).
// Returns [control, facts]: the control a person clicks (the element itself, or the nearest
// button, link, field, label... around it) and a unique CSS selector for it, ">>>" going into
// open shadow roots, with what the description and the step need.
const start = arguments[0];
const CONTROL = 'a[href], button, input, select, textarea, label, summary, option, [role=button], [role=link], [role=tab], ' +
  '[role=menuitem], [role=option], [role=checkbox], [role=radio], [role=switch], [role=combobox], [contenteditable=""], ' +
  '[contenteditable=true], [onclick]';
const el = (start.closest && start.closest(CONTROL)) || start;
const esc = (s) => CSS.escape(s);
const unique = (root, sel) => { try { return root.querySelectorAll(sel).length === 1; } catch (e) { return false; } };
// A path unique within one tree (the document or one shadow root): an id when it is unique,
// else tags with :nth-of-type up to the nearest ancestor with a unique id (or the top).
const pathIn = (node, root) => {
  const chain = [];
  for (let n = node; n && n.nodeType === 1; n = n.parentElement) {
    if (n.id && unique(root, '#' + esc(n.id))) { chain.unshift('#' + esc(n.id)); break; }
    let part = n.localName;
    const p = n.parentElement;
    const kin = p ? Array.from(p.children).filter((c) => c.localName === n.localName) : (n.parentNode ? Array.from(n.parentNode.children).filter((c) => c.localName === n.localName) : []);
    if (kin.length > 1) part += `:nth-of-type(${kin.indexOf(n) + 1})`;
    chain.unshift(part);
    if (unique(root, chain.join(' > ')) && (chain.length > 1 || !/^(div|span|p|li|a|button|input|img|svg)$/.test(n.localName))) break;
  }
  return chain.join(' > ');
};
const parts = [];
for (let n = el; n;) {
  const root = n.getRootNode();
  parts.unshift(pathIn(n, root));
  n = root instanceof ShadowRoot ? root.host : null;
}
const tag = el.tagName.toLowerCase();
const type = (el.getAttribute('type') || '').toLowerCase();
const field = (tag === 'input' && /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/.test(type)) ||
  tag === 'textarea' || el.isContentEditable;
const r = el.getBoundingClientRect();
const se = document.scrollingElement || document.documentElement;
return [el, {
  selector: parts.join(' >>> '),
  tag, type, field,
  in_shadow: parts.length > 1,
  checkable: tag === 'input' && /^(checkbox|radio)$/.test(type),
  checked: !!el.checked,
  value: 'value' in el && typeof el.value === 'string' ? el.value : (el.isContentEditable ? el.textContent : ''),
  options: tag === 'select' ? Array.from(el.options).map((o) => ({value: o.value, label: o.text.trim()})) : [],
  placeholder: el.getAttribute('placeholder') || '',
  text: (el.innerText || '').replace(/\s+/g, ' ').trim().slice(0, 120),
  box: [r.left, r.top, r.width, r.height],
  scroll: el === se || el === document.body ? null : {top: el.scrollTop, left: el.scrollLeft, width: el.clientWidth, height: el.clientHeight},
  page: {top: scrollY, left: scrollX, width: innerWidth, height: innerHeight},
}];
