// Visible, enabled, interactive elements with what a person (or a screen reader) sees of
// them, and where they sit: their box, their row and column in a grid or table, their place
// among siblings of the same kind, the repeated item (card, row, message) they belong to and
// its text, the landmark around them, the label or text beside them, and the words of their
// id and class (an icon's only name, often). No data-* attribute is read: a page is not told
// how it is graded, and the grounding corpus marks its answers with one.
// The elements are kept in window.__iwrCands so the judge can act on one by index.
// arguments[0]: 'click' | 'type' | 'scroll';  arguments[1]: scan limit for pointer-cursor elements.
const mode = arguments[0];
const scanLimit = arguments[1] || 20000;
const DETAIL_LIMIT = 600; // candidates that get the structure fields (grids, items, regions)
const clip = (s, n) => {
  // Never cut an emoji in half: a lone surrogate cannot travel back to the driver.
  const t = (s || '').replace(/\s+/g, ' ').trim().slice(0, n);
  const last = t.charCodeAt(t.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? t.slice(0, -1) : t;
};
const SEL = 'a[href], button, input:not([type=hidden]), select, textarea, label, summary, [role], [onclick], ' +
  '[tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]';
const TEXTUAL = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/;
// Roles that only group or describe: an element with one of them is no control.
const STRUCTURAL = /^(presentation|none|group|region|article|document|main|banner|contentinfo|complementary|navigation|list|listitem|heading|img|figure|separator|tooltip|status|log|marquee|timer|note|definition|term|rowgroup|generic|paragraph|application|toolbar|tablist|menu|menubar|listbox|tree|grid|table|row|dialog|alertdialog|form|search)$/;
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
  if (tag === 'td' || tag === 'th') return 'cell';
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
const ownText = (el) => el.tagName === 'SELECT' ? clip(el.selectedOptions && el.selectedOptions[0] ? el.selectedOptions[0].text : '', 200)
  : clip(el.innerText || el.textContent, 200);
// The options a dropdown offers: a native <select>'s, or an ARIA combobox's / listbox's (inside
// it, or in the popup it names with aria-controls / aria-owns), also while that popup is closed:
// "Select 'Large' in the size dropdown" names an option of the control, not a visible element.
const optionEls = (el) => {
  if (el.tagName === 'SELECT') return Array.from(el.options);
  const role = (el.getAttribute('role') || '').toLowerCase();
  if (!(role === 'listbox' || role === 'combobox' || (el.getAttribute('aria-haspopup') || '').toLowerCase() === 'listbox')) return [];
  const found = Array.from(el.querySelectorAll('[role=option]'));
  for (const attr of ['aria-controls', 'aria-owns']) {
    for (const id of (el.getAttribute(attr) || '').split(/\s+/).filter(Boolean)) {
      const t = document.getElementById(id);
      if (t && t !== el) found.push(...(t.matches('[role=option]') ? [t] : Array.from(t.querySelectorAll('[role=option]'))));
    }
  }
  return Array.from(new Set(found));
};
const optionText = (o) => o.tagName === 'OPTION' ? o.text : (o.getAttribute('aria-label') || o.textContent || '');
window.__iwrOptionsOf = optionEls;
const iconText = (el) => {
  // Icon-only controls: the alt/title/aria-label of the image or svg inside them.
  const bits = [];
  for (const c of el.querySelectorAll('img[alt], svg title, [aria-label], img[title], [title]')) {
    bits.push(c.getAttribute('alt') || c.getAttribute('aria-label') || c.getAttribute('title') || c.textContent || '');
    if (bits.length > 4) break;
  }
  return clip(bits.join(' '), 120);
};
// The words of an id or class: split on -, _ and camelCase ("btn-search", "iconCart", "fa-trash").
const wordsOf = (s) => (s || '').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)
  .filter((t) => t.length > 1 && !/^\d+$/.test(t) && !/\d.*\d.*\d/.test(t));
const classOf = (el) => typeof el.className === 'string' ? el.className : (el.className && el.className.baseVal) || '';
const tokensOf = (el) => {
  const out = wordsOf(el.id).concat(wordsOf(classOf(el)));
  // An icon font or sprite names its glyph on a text-less descendant: <i class="fa fa-trash">, <use href="#icon-cart">.
  let n = 0;
  for (const d of el.querySelectorAll('i, svg, span, img, em, use')) {
    if (++n > 12) break;
    if (d.tagName.toLowerCase() !== 'use' && clip(d.innerText || '', 3).length > 2) continue;
    out.push(...wordsOf(d.id), ...wordsOf(classOf(d)));
    const href = d.getAttribute('href') || d.getAttribute('xlink:href');
    if (href && href.includes('#')) out.push(...wordsOf(href.split('#').pop()));
  }
  return Array.from(new Set(out)).slice(0, 16);
};
const labelText = (el) => {
  if (el.labels && el.labels.length) return clip(Array.from(el.labels, (l) => l.innerText).join(' '), 200);
  return '';
};
const contextText = (el) => {
  // The text around the element in the nearest ancestor that has some (a row, a card, a list
  // item), without what the other controls in it say (a menu's options are not the toggle's context).
  let p = el.parentElement;
  for (let i = 0; p && p !== document.body && i < 6; i++, p = p.parentElement) {
    const t = textBeside(p, el);
    if (t) return clip(t, 300);
  }
  return '';
};
// The short text around a control that has little of its own (a switch in a settings row,
// an input after a <span>Size</span>): the text of the nearest ancestor that has some besides
// the element, leaving out what other controls in it say, when that is short.
const CONTROL = 'a[href], button, input, select, textarea, [role=button], [role=link], [role=tab], [role=option], [role=menuitem], [onclick]';
let candidateSet = new Set();
const textBeside = (p, el) => {
  const parts = [];
  const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  let n = 0;
  for (let t = walker.nextNode(); t && n < 80; t = walker.nextNode(), n++) {
    const host = t.parentElement;
    if (!host || el.contains(host)) continue;
    const ctl = host.closest(CONTROL);
    if (ctl && p.contains(ctl) && ctl !== p) continue;
    let other = false;
    for (let h = host; h && h !== p; h = h.parentElement) if (candidateSet.has(h)) { other = true; break; }
    if (other || host.closest('script, style, noscript')) continue;
    parts.push(t.data);
  }
  return clip(parts.join(' '), 400);
};
const nearText = (el) => {
  let p = el.parentElement;
  for (let i = 0; p && p !== document.body && i < 4; i++, p = p.parentElement) {
    const t = textBeside(p, el);
    if (t) return t.length <= 160 ? t : '';
  }
  return '';
};
const headingsIn = new Map();
const sectionHeading = (el) => {
  // The heading (or legend) that opens the part of the page the element is in.
  let p = el.parentElement;
  for (let i = 0; p && p !== document.body && i < 7; i++, p = p.parentElement) {
    let found = null;
    let hs = headingsIn.get(p);
    if (!hs) { hs = Array.from(p.querySelectorAll('h1, h2, h3, h4, h5, h6, legend, [role=heading]')).slice(0, 200); headingsIn.set(p, hs); }
    for (const h of hs) {
      if (h.contains(el)) continue;
      if (h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) found = h; else break;
    }
    if (found) return clip(found.innerText, 80);
  }
  return '';
};
const REGION_TAGS = {HEADER: 'header', FOOTER: 'footer', NAV: 'nav', ASIDE: 'sidebar', DIALOG: 'dialog', FORM: 'form', TABLE: 'table'};
const REGION_ROLES = {banner: 'header', contentinfo: 'footer', navigation: 'nav', complementary: 'sidebar', dialog: 'dialog',
  alertdialog: 'dialog', toolbar: 'toolbar', menu: 'menu', menubar: 'menu', listbox: 'menu', tablist: 'tabs', search: 'search',
  grid: 'table', table: 'table'};
const regionsOf = (el) => {
  // Landmarks around the element (nearest first): tags, roles, and region words in ids/classes.
  const out = [];
  for (let p = el, i = 0; p && p !== document.body && i < 30; p = p.parentElement, i++) {
    if (REGION_TAGS[p.tagName]) out.push(REGION_TAGS[p.tagName]);
    const role = (p.getAttribute('role') || '').toLowerCase();
    if (REGION_ROLES[role]) out.push(REGION_ROLES[role]);
    if (p.getAttribute('aria-modal') === 'true') out.push('dialog');
    if (p !== el) for (const w of wordsOf(p.id).concat(wordsOf(classOf(p)))) out.push(w);
    // A landmark's own name: <nav aria-label="Pagination">, <section aria-label="Cookie consent">.
    if (p !== el && (REGION_TAGS[p.tagName] || REGION_ROLES[role] || p.tagName === 'SECTION')) for (const w of wordsOf(p.getAttribute('aria-label'))) out.push(w);
  }
  return Array.from(new Set(out)).slice(0, 24);
};

// ---------------------------------------------------------------- layout: groups, grids, tables
const sig = (e) => e.tagName + '.' + (classOf(e).trim().split(/\s+/)[0] || '') + '.' + (e.getAttribute('role') || '');
const cluster = (values, tol) => {
  // Sorted distinct positions: a new one starts when the gap exceeds tol.
  const sorted = Array.from(new Set(values)).sort((a, b) => a - b);
  const starts = [];
  for (const v of sorted) if (!starts.length || v - starts[starts.length - 1].last > tol) starts.push({first: v, last: v}); else starts[starts.length - 1].last = v;
  return (v) => starts.findIndex((s) => v >= s.first - 0.01 && v <= s.last + 0.01) + 1;
};
const median = (xs) => { const s = xs.slice().sort((a, b) => a - b); return s.length ? s[s.length >> 1] : 0; };
const groups = new Map();
const groupOf = (e) => {
  // The element's siblings of the same kind (tag, first class, role), with rows and columns by position.
  const p = e.parentElement;
  if (!p) return null;
  const key = sig(e);
  let perParent = groups.get(p);
  if (!perParent) { perParent = new Map(); groups.set(p, perParent); }
  if (perParent.has(key)) return perParent.get(key);
  const members = [];
  let seen = 0;
  for (const c of p.children) {
    if (++seen > 600) break;
    if (sig(c) !== key) continue;
    const r = c.getBoundingClientRect();
    if (r.width >= 1 && r.height >= 1) members.push({el: c, x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, h: r.height});
  }
  let g = null;
  if (members.length >= 2) {
    const rowOf = cluster(members.map((m) => m.y), Math.max(3, median(members.map((m) => m.h)) * 0.45));
    const colOf = cluster(members.map((m) => m.x), Math.max(3, median(members.map((m) => m.w)) * 0.45));
    for (const m of members) { m.row = rowOf(m.y); m.col = colOf(m.x); }
    members.sort((a, b) => a.row - b.row || a.x - b.x);
    g = {members, rows: Math.max(...members.map((m) => m.row)), cols: Math.max(...members.map((m) => m.col))};
  }
  perParent.set(key, g);
  return g;
};
const memberOf = (g, e) => g ? g.members.find((m) => m.el === e) : null;
const columnHeads = new Map();
const columnHead = (e, m) => {
  // In a grid drawn with divs (a calendar), the short text above the column: "Mo", "Tu".
  const p = e.parentElement;
  let heads = columnHeads.get(p);
  if (!heads) {
    heads = [];
    const key = sig(e);
    let seen = 0;
    for (const c of p.children) {
      if (++seen > 200) break;
      if (sig(c) === key) continue;
      const t = clip(c.innerText || '', 20);
      if (!t || t.length > 12) continue;
      const r = c.getBoundingClientRect();
      heads.push({x: r.left + r.width / 2, y: r.top + r.height / 2, w: r.width, t});
    }
    columnHeads.set(p, heads);
  }
  let best = null;
  for (const h of heads) if (h.y < m.y && Math.abs(h.x - m.x) <= Math.max(4, h.w / 2) && (!best || h.y > best.y)) best = h;
  return best ? best.t : '';
};
const tableRows = new Map();
const tableCell = (el) => {
  // Row (1 = first body row, 0 = header row) and column of the table cell the element is in.
  const cell = el.closest('td, th, [role=gridcell], [role=cell], [role=columnheader], [role=rowheader]');
  if (!cell) return null;
  const tr = cell.closest('tr, [role=row]');
  const table = tr && tr.closest('table, [role=grid], [role=table], [role=treegrid]');
  if (!table) return null;
  let rows = tableRows.get(table);
  if (!rows) {
    rows = Array.from(table.querySelectorAll('tr, [role=row]')).filter((r) => r.closest('table, [role=grid], [role=table], [role=treegrid]') === table);
    tableRows.set(table, rows);
  }
  const cellsOf = (r) => Array.from(r.children).filter((c) => /^(TD|TH)$/.test(c.tagName) || /cell|header/.test(c.getAttribute('role') || ''));
  const body = rows.filter((r) => r.querySelector('td, [role=gridcell], [role=cell]'));
  const cells = cellsOf(tr);
  const col = cells.indexOf(cell) + 1;
  const headRow = rows.find((r) => !body.includes(r));
  const head = headRow ? cellsOf(headRow)[col - 1] : null;
  return {row: body.indexOf(tr) + 1, col, rows: body.length, cols: cells.length, head: head ? clip(head.innerText, 40) : ''};
};
const layoutOf = (el) => {
  // grid: row/column (table first, then repeated siblings laid out in rows, then rows of rows);
  // sib: place among same-kind siblings; item: the repeated container (card, row, message) around it.
  const out = {grid: null, sib: null, item: null};
  const cell = tableCell(el);
  if (cell) out.grid = {row: cell.row, col: cell.col, rows: cell.rows, cols: cell.cols, head: cell.head, table: true};
  let e = el;
  for (let i = 0; e && e !== document.body && i < 4; i++, e = e.parentElement) {
    const g = groupOf(e);
    const m = memberOf(g, e);
    if (!m) continue;
    out.sib = {ord: g.members.indexOf(m) + 1, count: g.members.length};
    if (!out.grid) {
      if (g.rows > 1) out.grid = {row: m.row, col: m.col, rows: g.rows, cols: g.cols, head: columnHead(e, m)};
      else {
        const pg = groupOf(e.parentElement);
        const pm = memberOf(pg, e.parentElement);
        if (pm && pg.rows > 1) out.grid = {row: pm.row, col: m.col, rows: pg.rows, cols: g.cols, head: ''};
      }
    }
    break;
  }
  const own = (el.innerText || '').length;
  for (let p = el.parentElement, i = 0; p && p !== document.body && i < 8; p = p.parentElement, i++) {
    const g = groupOf(p);
    const m = memberOf(g, p);
    const text = clip(p.innerText || '', 300);
    if (!m || text.length <= own + 2) continue;
    const title = p.querySelector('h1, h2, h3, h4, h5, h6, [class*=title], [class*=name], b, strong');
    out.item = {ord: g.members.indexOf(m) + 1, count: g.members.length, row: m.row, col: m.col, rows: g.rows, cols: g.cols,
      title: title && !title.contains(el) ? clip(title.innerText, 80) : clip(text.split(/\n/)[0], 80), text,
      tokens: wordsOf(p.id).concat(wordsOf(classOf(p))).slice(0, 8)};
    break;
  }
  return out;
};
const occluded = (el, r) => {
  // Covered at its centre by something else (a modal's backdrop, a drawer): a person cannot reach it.
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  if (cx < 0 || cy < 0 || cx >= innerWidth || cy >= innerHeight) return false;
  const hit = document.elementFromPoint(cx, cy);
  return !!hit && !el.contains(hit) && !hit.contains(el) && !(el.tagName === 'LABEL' && el.control && (el.control === hit || el.control.contains(hit)));
};

// A small element showing no words (a glyph, an emoji, an svg) inside a bigger clickable one.
const iconInside = (el) => {
  const t = (el.innerText || '').trim();
  if (t.length > 2 || /[A-Za-z]{2}/.test(t) || /^\d+$/.test(t)) return false;  // words, or a badge count
  if (/^(SMALL|SUP|SUB|B|STRONG|EM|U|S|MARK|BR)$/.test(el.tagName)) return false;  // text formatting, not a control
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.width > 64 || r.height > 64) return false;
  for (let p = el.parentElement, i = 0; p && i < 4; p = p.parentElement, i++) {
    const pr = p.getBoundingClientRect();
    if (pr.width * pr.height > 4 * r.width * r.height) return true;
  }
  return false;
};

// ---------------------------------------------------------------- the pool
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
  const seen = new Set();
  for (const el of document.querySelectorAll(SEL)) {
    const role = el.getAttribute('role');
    // A landmark or list role alone makes no control; it still counts with a handler or a pointer cursor.
    if (role && STRUCTURAL.test(role.toLowerCase()) && !el.matches('a[href], button, input, select, textarea, label, summary, [onclick], [tabindex]:not([tabindex="-1"])')
        && getComputedStyle(el).cursor !== 'pointer') continue;
    seen.add(el);
  }
  pool = Array.from(seen);
  const all = document.body ? document.body.getElementsByTagName('*') : [];
  for (let i = 0; i < all.length && i < scanLimit; i++) {
    const el = all[i];
    if (seen.has(el)) continue;
    // Outermost pointer-cursor element only: the cursor is inherited by its children. Except an
    // icon inside a clickable row or card (a star, a trash can): a control of its own.
    if (getComputedStyle(el).cursor !== 'pointer') continue;
    // The shapes of an icon (<circle>, <path> inside an <svg>) are the icon, not controls of their own.
    if (el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg') continue;
    const p = el.parentElement;
    if (p && getComputedStyle(p).cursor === 'pointer' && !iconInside(el)) continue;
    pool.push(el);
  }
}
const kept = [];
for (const el of pool) {
  const r = visible(el);
  if (!r) continue;
  if (el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
  if (mode === 'type' && !editable(el) && el.tagName !== 'LABEL' && roleOf(el) !== 'textbox' && roleOf(el) !== 'searchbox' && roleOf(el) !== 'combobox') continue;
  kept.push(el);
}
// Page order, so that "first" and ties follow the document.
kept.sort((a, b) => (a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
const index = new Map(kept.map((el, i) => [el, i]));
candidateSet = new Set(kept);
const page = [innerWidth, innerHeight, Math.round(document.documentElement.scrollWidth), Math.round(document.documentElement.scrollHeight)];
const out = [];
kept.forEach((el, i) => {
  const r = el.getBoundingClientRect();
  let anc = -1;
  for (let p = el.parentElement; p; p = p.parentElement) { if (index.has(p)) { anc = index.get(p); break; } }
  let forIdx = -1;
  if (el.tagName === 'LABEL' && el.control && index.has(el.control)) forIdx = index.get(el.control);
  const text = ownText(el);
  const detail = i < DETAIL_LIMIT;
  const lay = detail && mode !== 'scroll' ? layoutOf(el) : {grid: null, sib: null, item: null};
  out.push({
    index: i,
    tag: el.tagName.toLowerCase(),
    text,
    name: nameOf(el),
    placeholder: clip(el.getAttribute('placeholder'), 120),
    title: clip(el.getAttribute('title'), 120),
    alt: clip(el.getAttribute('alt'), 120) || iconText(el),
    value: (el.tagName === 'INPUT' && !/password|checkbox|radio/i.test(el.type)) ? clip(el.value, 120) : '',
    options: optionEls(el).slice(0, 40).map((o) => clip(optionText(o), 60)),
    role: roleOf(el),
    type: clip(el.getAttribute('type'), 20).toLowerCase(),
    label: labelText(el),
    for_role: el.tagName === 'LABEL' && el.control ? roleOf(el.control) : '',
    near: detail ? nearText(el) : '',
    context: detail ? contextText(el) : '',
    section: detail ? sectionHeading(el) : '',
    tokens: detail ? tokensOf(el) : [],
    regions: detail ? regionsOf(el) : [],
    grid: lay.grid,
    sib: lay.sib,
    item: lay.item,
    occluded: occluded(el, r),
    editable: editable(el),
    box: [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)],
    page,
    ancestor: anc,
    label_for: forIdx,
  });
});
window.__iwrCands = kept;
return out;
