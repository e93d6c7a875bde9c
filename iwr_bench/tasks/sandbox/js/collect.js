// Visible interactive elements with what a person (or a screen reader) sees of them, and where
// they sit: their box, their row and column in a grid or table, their place among siblings of
// the same kind, the repeated item (card, row, message) they belong to and its text, the
// landmark around them, the label or text beside them, the words of their id and class (an
// icon's only name, often), the colours they are drawn in, and whether a person can reach them
// (cut away by a container that hides its overflow, covered by another element or by a
// full-screen layer). Controls inside open shadow roots (web components) are found too, and so are role-less elements
// a person presses: a pointer cursor (also one shown only under the mouse), an onclick handler, a listener for a press
// that the judge's instrumentation (instrument.js) saw the page add, or a jQuery handler its container holds for it.
// After the controls come the short texts of the page that are no control ({kind: 'text'}:
// headings, labels, captions), so a description can say where a control is ("the arrow at the
// right of 'New releases'"). No data-* attribute is read but those a page is drawn or worked by (an editable box's
// data-placeholder, a menu button's data-toggle): a page is not told how it is graded, and the grounding corpus marks
// its answers with one.
// The controls, then the texts, are kept in window.__iwrCands so the judge can act on one by index.
// arguments[0]: 'click' | 'type' | 'scroll';  arguments[1]: scan limit (elements looked at).
const mode = arguments[0];
const scanLimit = arguments[1] || 20000;
// Candidates that get the structure fields (grids, items, regions, colours, the text around them); all get their
// section. bootstrap-material-design's kitchen sink has 1,895, an icon gallery of 1,486 in the middle: at 600 its
// Tooltips buttons had no heading and the "$" field no words. 2,000 costs 3.0 -> 4.5 s a collect there (2 cores).
const DETAIL_LIMIT = 2000;
const TEXT_LIMIT = 400; // short texts kept as landmarks
// A field's hint: its placeholder, or an editable box's (Tagify's and Quill's contenteditable boxes draw their
// data-placeholder through CSS; aria-placeholder says the same to a screen reader).
const placeholderOf = (el) => el.getAttribute('placeholder') || el.getAttribute('aria-placeholder') ||
  (el.isContentEditable ? el.getAttribute('data-placeholder') : '') || '';
// What a control's tooltip says, shown on hover as a title is: Bootstrap moves a title to data-(bs-)original-title
// when it sets the tooltip up (the title is then empty); other kits keep it in data-tooltip (Materialize,
// x-spreadsheet's toolbar), data-tippy-content or data-tip. A selector ("#tip-3") or markup says no words.
const TIP_ATTRS = ['data-bs-original-title', 'data-original-title', 'data-tooltip', 'data-tippy-content', 'data-tip'];
const tipOf = (el) => {
  const title = el.getAttribute('title');
  if (title) return title;
  for (const a of TIP_ATTRS) {
    const v = (el.getAttribute(a) || '').replace(/<[^>]*>/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(v) && !/^[#.]/.test(v)) return v;
  }
  return '';
};
const clip = (s, n) => {
  // Never cut an emoji in half: a lone surrogate cannot travel back to the driver.
  const t = (s || '').replace(/\s+/g, ' ').trim().slice(0, n);
  const last = t.charCodeAt(t.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? t.slice(0, -1) : t;
};
const SEL = 'a[href], button, input:not([type=hidden]), select, textarea, label, summary, [role], [onclick], ' +
  '[tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable="true"]';
const NATIVE = 'a[href], button, input, select, textarea, label, summary, [onclick], [tabindex]:not([tabindex="-1"])';
const TEXTUAL = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/;
// Roles that only group or describe: an element with one of them is no control.
const STRUCTURAL = /^(presentation|none|group|region|article|document|main|banner|contentinfo|complementary|navigation|list|listitem|heading|img|figure|separator|tooltip|status|log|marquee|timer|note|definition|term|rowgroup|generic|paragraph|application|toolbar|tablist|menu|menubar|listbox|tree|grid|table|row|dialog|alertdialog|form|search)$/;
const POINTING = /^(pointer|grab|move)$/; // cursors that say "this does something when pressed"
// An onclick property or attribute, or a listener for a press added with addEventListener (instrument.js notes
// which elements got one, and answers through one read-only function under a registered symbol).
const listens = window[Symbol.for('iwr.listens')];
const ownHandler = (el) => typeof el.onclick === 'function' ||
  (typeof listens === 'function' && el !== document.body && el !== document.documentElement && listens(el));
// A click a container hears for its items (jQuery's $(calendar).on('click', '.day', ...), clndr's day cells): the
// container has the listener, the items the selector jQuery keeps in its event data. Filled once the page is walked.
const delegated = new Set();
const hasClickHandler = (el) => ownHandler(el) || delegated.has(el);
// A pointer cursor shown only under the mouse (".kanban-item:hover { cursor: move }"): the rule's selector without
// :hover says which elements a person sees it on. Read from the page's own style sheets (a cross-origin one is closed).
const hoverPointers = (() => {
  const out = [];
  const visit = (rules) => {
    for (const r of rules) {
      if (out.length >= 200) return;
      if (!r.selectorText) {
        try { if (r.cssRules) visit(r.cssRules); } catch (e) { /* a rule without children */ }
        continue;
      }
      if (!r.style || !POINTING.test(r.style.cursor) || !r.selectorText.includes(':hover')) continue;
      for (const part of r.selectorText.split(',')) {
        const sel = part.includes(':hover') ? part.replace(/:hover/g, '').trim() : '';
        if (!sel || /:not\(\s*\)/.test(sel)) continue;
        try { document.querySelector(sel); out.push(sel); } catch (e) { /* not a selector once :hover is gone */ }
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try { visit(sheet.cssRules); } catch (e) { /* cross-origin */ }
  }
  return out.join(', ');
})();
const points = (el) => POINTING.test(getComputedStyle(el).cursor) || (hoverPointers !== '' && el.matches(hoverPointers));

// ---------------------------------------------------------------- the flat tree (shadow roots included)
const up = (el) => el.parentElement || (el.parentNode && el.parentNode.host) || null;
const within = (outer, el) => { for (let p = el; p; p = up(p)) if (p === outer) return true; return false; };
const order = new Map();
const all = [];
// Every element is walked (a button after 100,000 spans is still a control); only the style-reading
// scans below stop after the scan limit.
const WALK_LIMIT = 20 * scanLimit;
const walk = (root) => {
  const w = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT);
  for (let n = w.nextNode(); n && all.length < WALK_LIMIT; n = w.nextNode()) {
    order.set(n, all.length);
    all.push(n);
    if (n.shadowRoot) walk(n.shadowRoot);
  }
};
if (document.body) walk(document.body);
// The selectors of jQuery's delegated press handlers on the document and on each element with a press listener,
// and the elements they match inside it. A selector must name a class, id or attribute in each of its parts (a bare
// "div" or "*" says nothing of what is pressed) and match at most 500 elements; jQuery's own pseudo-classes
// (":visible") are no CSS selector and are passed over. The page's jQuery answers; it could as well add listeners.
(() => {
  const PRESS = ['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'vclick', 'tap'];
  const jqs = [window.jQuery, window.$].filter((q, i, a) => typeof q === 'function' && typeof q._data === 'function' && a.indexOf(q) === i);
  if (!jqs.length) return;
  const containers = [document, ...all.filter((el) => typeof listens === 'function' && listens(el))];
  for (const host of containers.slice(0, 2000)) {
    for (const q of jqs) {
      let events;
      try { events = q._data(host, 'events'); } catch (e) { continue; }
      if (!events || typeof events !== 'object') continue;
      for (const type of PRESS) {
        const handlers = Array.isArray(events[type]) ? events[type] : [];
        for (const h of handlers.slice(0, 50)) {
          const sel = h && typeof h.selector === 'string' ? h.selector : '';
          if (!sel || !sel.split(',').every((part) => /[.#\[]/.test(part))) continue;
          let found;
          try { found = host.querySelectorAll(sel); } catch (e) { continue; }
          if (found.length > 500) continue;
          for (const el of found) delegated.add(el);
        }
      }
    }
  }
})();
const inShadow = (el) => el.getRootNode() !== document;
// The text an element shows, slotted content and shadow content included (innerText stops at both).
// `boxed`: every box of its own set apart, an inline-block's too, a child hidden only as the element is not left out,
// and an icon font's ligature is no word (an item of a closed menu, below: innerText glues a badge to the word before
// it, "Tasks<span class=badge>42" reads "Tasks42", of an element not drawn it gives textContent, every block's words
// glued to the next, and AdminBSB's "<i class=material-icons>input</i>Sign Out" read "inputSign Out").
const BLOCKS = /^(block|flex|grid|list-item|table)/;
const BOXES = /^(block|flex|grid|list-item|table|inline-block|inline-flex|inline-grid|inline-table)/;
const flatText = (el, n = 0, boxed = false) => {
  if (n > 12) return '';
  const kids = el.shadowRoot ? el.shadowRoot.childNodes : (el.tagName === 'SLOT' ? el.assignedNodes({flatten: true}) : el.childNodes);
  const shown = !boxed || getComputedStyle(el).visibility !== 'hidden';
  let out = '';
  for (const k of kids) {
    if (k.nodeType === 3) out += k.data;
    else if (k.nodeType === 1 && !/^(SCRIPT|STYLE|TEMPLATE)$/.test(k.tagName)) {
      const st = getComputedStyle(k);
      if (st.display === 'none' || (st.visibility === 'hidden' && shown) || (boxed && ligature(k))) continue;
      const inner = flatText(k, n + 1, boxed);
      if (!boxed) out += (BLOCKS.test(st.display) ? ' ' : '') + inner;
      else out += BOXES.test(st.display) || k.tagName === 'BR' ? ` ${inner} ` : inner;
    }
  }
  return out;
};
const hosts = all.filter((e) => e.shadowRoot);
const hasShadow = (el) => inShadow(el) || !!el.shadowRoot || hosts.some((h) => el.contains(h));
const texts = new Map();  // an ancestor's text is read for many of the controls inside it
const textOf = (el) => {
  if (!texts.has(el)) texts.set(el, hasShadow(el) ? flatText(el) : (el.innerText || el.textContent || ''));
  return texts.get(el);
};
const byId = (el, id) => { const r = el.getRootNode(); return (r.getElementById ? r.getElementById(id) : null) || document.getElementById(id); };

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
  if (lb) for (const id of lb.split(/\s+/)) { const t = byId(el, id); if (t) parts.push(t.textContent); }
  parts.push(el.getAttribute('aria-label') || '');
  return clip(parts.join(' '), 200);
};
// Icon fonts whose glyphs are words ("skip_next", "play_arrow"): what they spell is the icon's
// name, not text a person reads.
const LIGATURE_FONT = /material (icons|symbols)|material-(icons|symbols)/i;
const ligature = (d) => /^[a-z][a-z0-9_]{1,40}$/.test((d.textContent || '').trim()) &&
  (LIGATURE_FONT.test(classOf(d)) || LIGATURE_FONT.test(getComputedStyle(d).fontFamily));
const ligatureEls = (el) => {
  const out = [];
  let n = 0;
  for (const d of [el, ...el.querySelectorAll('i, span, em')]) {
    if (++n > 16) break;
    let nested = false;  // a glyph of a control inside this one is that control's
    for (let p = d; p && p !== el; p = up(p)) if (candidateSet.has(p)) { nested = true; break; }
    if (nested) continue;
    if (ligature(d)) out.push(d);
  }
  return out;
};
// Image replacement: the words are moved off the control (text-indent: -9000px, under its clipped edge) or drawn at
// no size (font-size: 0), and a background picture is what a person sees (Zebra Datepicker's calendar button, "Pick a
// date"). The words are then the control's name, not text it shows.
const drawnAway = (el) => {
  if (el.childElementCount > 3 || !/[\p{L}\p{N}]/u.test(el.textContent || '') || /^(INPUT|SELECT|TEXTAREA)$/.test(el.tagName)) return false;
  const r = el.getBoundingClientRect();
  const range = document.createRange();
  range.selectNodeContents(el);
  const drawn = Array.from(range.getClientRects()).filter((q) => q.width >= 1 && q.height >= 1);
  if (!drawn.length) return getComputedStyle(el).fontSize === '0px';
  const outside = (q) => q.right <= r.left || q.left >= r.right || q.bottom <= r.top || q.top >= r.bottom;
  const offPage = (q) => q.right + scrollX <= 0 || q.bottom + scrollY <= 0;
  const clips = getComputedStyle(el).overflow !== 'visible';
  return drawn.every((q) => offPage(q) || (clips && outside(q)));
};
const ownText = (el, glyphs) => {
  if (el.tagName === 'SELECT') return clip(el.selectedOptions && el.selectedOptions[0] ? el.selectedOptions[0].text : '', 200);
  let t = textOf(el);
  for (const g of glyphs) t = t.replace(g, ' ');
  // Words kept for screen readers only ("Heading<span class=ui-collapsible-heading-status> click to expand contents",
  // "Home<span class=sr-only>(current)</span>") are no text a person reads on it, unless they are all it says
  // (a "«" link's "Previous": its name then).
  const parts = el.childElementCount && el.childElementCount < 40 ? Array.from(el.querySelectorAll('*')).slice(0, 80) : [];
  let shown = t;
  for (const d of parts) {
    const h = (d.innerText || '').trim();
    if (h && visuallyHidden(d)) shown = shown.replace(h, ' ');
  }
  if (/[\p{L}\p{N}]/u.test(shown)) t = shown;
  // The menu a custom select keeps inside its box, faded out (opacity 0), is no text a person reads on it.
  // (the menu follows what the box shows: each option's text goes from the end, the last one first)
  for (const o of optionsOf(el).slice().reverse()) {
    const ot = o !== el && within(el, o) && !visible(o) ? (o.innerText || '').trim() : '';
    const k = ot ? t.lastIndexOf(ot) : -1;
    if (k >= 0) t = t.slice(0, k) + ' ' + t.slice(k + ot.length);
  }
  return clip(t, 200);
};

// ---------------------------------------------------------------- dropdowns and their options
// The options a dropdown offers: a native <select>'s, an ARIA combobox's or listbox's (inside it,
// or in the popup it names with aria-controls / aria-owns), or a custom dropdown's (a div or span
// that opens a list of items kept beside it, or a native <select> it hides), also while that list
// is closed: "Choose 'Canada'" names an option of the control, not a visible element.
const OPTION_SEL = '[role=option], [role=menuitem], [role=menuitemradio], [role=treeitem]';
// A country list has about 250 options; "Choose 'Texas'" names the 44th of 51 states.
const MAX_OPTIONS = 300;
const SELECT_WORDS = /(^|[-_ ])(select|selectric|dropdown|combo|combobox|picker|chosen|choices|listbox|selectize|ts-control|nice-select|multiselect)([-_ ]|$)/i;
const classOf = (el) => typeof el.className === 'string' ? el.className : (el.className && el.className.baseVal) || '';
// A menu drawn as a box of links or buttons (Bootstrap's .dropdown-menu of .dropdown-item), not a list.
const MENU_WORDS = /(^|[-_ ])(sub-?)?menu([-_ ]|$)/i;
const listItems = (list) => {
  const items = Array.from(list.querySelectorAll(OPTION_SEL));
  if (items.length) return items;
  // (a definition list's entries are its dd: layui's nav keeps a menu's links in dl.layui-nav-child > dd)
  const leaf = list.tagName === 'DL' ? 'dd' : 'li';
  const lis = Array.from(list.querySelectorAll(leaf)).filter((li) => !li.querySelector(leaf) && clip(li.textContent, 80));
  if (lis.length || !MENU_WORDS.test(classOf(list))) return lis;
  // (a swatch or an icon button in the menu is named by its label or title)
  return Array.from(list.querySelectorAll('a, button')).filter((b) => clip(b.textContent || b.getAttribute('aria-label') || b.title, 80));
};
// A list kept in the same wrapper as another control that shows (a custom dropdown's box beside a link)
// is that control's menu, not this trigger's.
const controlIn = (root, skip) => Array.from(root.querySelectorAll('*')).some((x) => !skip(x) && visible(x) &&
  (x.matches(NATIVE) || points(x)));
const besideAnother = (p, list, el) => {
  let branch = list;
  while (branch && up(branch) !== p) branch = up(branch);
  if (!branch || branch === list || within(branch, el)) return false;
  return controlIn(branch, (x) => within(list, x));
};
// Another control that shows in the wrapper besides the element (and what holds it or it holds).
const controlBeside = (p, el) => !!p && controlIn(p, (x) => within(el, x) || within(x, el));
// A trigger that names the hidden menu it opens: aria-controls, a quoted id in its onclick handler
// (notus-js: onclick="openDropdown(event,'table-light-1-dropdown')"), or Bootstrap's data-target / data-bs-target,
// a selector, on a toggle that collapses or slides in what it names (a phone's navbar toggle names ".navbar-collapse",
// its collapsed menu; a modal's trigger opens no menu), or a link's href. No other data attribute is read.
const TARGET_ATTRS = ['data-bs-target', 'data-target'];
// A tab that shows a pane of its own (Bootstrap's data-toggle="tab", or a link of a .nav-tabs / tablist to "#pane"):
// the links and buttons of its pane, hidden now, are reached through it ("In the Docs tab, open the sorting demo").
const toggleOf = (el) => (el.getAttribute('data-bs-toggle') || el.getAttribute('data-toggle') || '').trim();
const tabOf = (el) => /^(tab|pill)$/i.test(toggleOf(el)) ||
  (el.tagName === 'A' && !!el.closest('.nav-tabs, .nav-pills, [role=tablist]'));
const paneItems = (pane) => Array.from(pane.querySelectorAll('a[href], button'))
  .filter((b) => clip(b.textContent || b.getAttribute('aria-label') || b.title, 80)).slice(0, 60);
const targetsOf = (el) => {
  const out = [];
  if (!/^(collapse|offcanvas)$/i.test(toggleOf(el)) && !tabOf(el)) return out;
  // (a link names it by its href when it has no data target, as Bootstrap reads it: an accordion's "#collapseTwo")
  const sels = TARGET_ATTRS.map((a) => el.getAttribute(a)).filter(Boolean);
  if (!sels.length && el.tagName === 'A') sels.push(el.getAttribute('href'));
  for (const sel of sels) {
    if (!sel || !/^[#.][A-Za-z][\w-]*$/.test(sel.trim())) continue;
    out.push(...Array.from(el.getRootNode().querySelectorAll(sel.trim())).slice(0, 3));
  }
  return out;
};
// A menu button that names no target (pure-admin's burger: onclick="toggleSidebar()", "Toggle sidebar") opens the
// page's one side drawer kept out of sight: an aside or nav slid off the screen or hidden, whose links are laid out
// (drawn, only not seen). Their links are its menu; a link of a group folded inside it (not laid out) is not.
const DRAWER_WORDS = /(^|[^a-z])(burger|hamburger|drawer|offcanvas|toggler|(sidebar|sidenav|menu|nav|navigation)[-_ ]?(toggle|btn|button|trigger|open)|(toggle|open|show)[-_ ]?(sidebar|sidenav|menu|nav|navigation))([^a-z]|$)/i;
const laidOut = (b) => { const r = b.getBoundingClientRect(); return r.width >= 1 && r.height >= 1; };
const drawerLinks = (d) => Array.from(d.querySelectorAll('a, button')).filter((b) => laidOut(b) && clip(b.textContent || b.getAttribute('aria-label') || '', 80));
let drawerList = null;
let drawerItems = null;  // the one drawer's links, read once per collect (several menu buttons may ask)
const drawers = () => {
  if (drawerList) return drawerList;
  const out = (d) => { const r = d.getBoundingClientRect(); return r.right <= 0 || r.left >= innerWidth; };
  const found = Array.from(document.querySelectorAll('aside, nav, [role=navigation]'))
    .filter((d) => laidOut(d) && (!visible(d) || out(d)) && drawerLinks(d).length >= 2);
  drawerList = found.filter((d) => !found.some((o) => o !== d && within(o, d)));
  return drawerList;
};
const drawerOf = (el) => {
  const text = clip(el.textContent, 40);
  const words = [el.getAttribute('aria-label'), el.getAttribute('title'), el.id, classOf(el), el.getAttribute('onclick')]
    .join(' ').replace(/([a-z])([A-Z])/g, '$1 $2');
  if (text.length > 20 || !(DRAWER_WORDS.test(words) || /^\s*menu\s*$/i.test(text))) return null;
  const ds = drawers();
  if (ds.length !== 1 || within(ds[0], el)) return null;
  if (!drawerItems) drawerItems = drawerLinks(ds[0]);
  return drawerItems;
};
const namedMenu = (el) => {
  const ids = (el.getAttribute('aria-controls') || '').split(/\s+/);
  for (const m of (el.getAttribute('onclick') || '').matchAll(/['"]([A-Za-z][\w-]*)['"]/g)) ids.push(m[1]);
  const menus = ids.filter((x) => /^[A-Za-z][\w-]*$/.test(x)).map((id) => byId(el, id)).concat(targetsOf(el));
  const tab = tabOf(el);
  for (const menu of menus) {
    if (!menu || menu === el || within(menu, el) || within(el, menu) || visible(menu)) continue;
    if (tab) {
      const items = paneItems(menu);
      if (items.length) return items;
      continue;
    }
    let items = listItems(menu);
    if (!items.length) items = Array.from(menu.querySelectorAll('a, button')).filter((b) => clip(b.textContent, 80));
    if (items.length >= 2) return items;
  }
  return null;
};
// Kept for screen readers only (jQuery Mobile's, Bootstrap's .visually-hidden): drawn, yet to a 1-2 px box or clipped
// to nothing (an element not drawn at all, display: none, is not: its short form "M" beside "Month" hides nothing).
const visuallyHidden = (el) => {
  if (!el.getClientRects().length) return false;
  const r = el.getBoundingClientRect();
  const cs = getComputedStyle(el);
  return (r.width <= 2 && r.height <= 2) || /^rect\(\s*[01]px,?\s*[01]px/.test(cs.clip) || cs.clipPath === 'inset(50%)';
};
// The buttons a custom dropdown's closed popup holds besides its options (the list, or the hidden <select> it
// mirrors): SumoSelect's OK / Cancel, "Select All", "Clear all". Hidden now, each hears a press or is a button, says a
// few words, and is no item of a list (those are the options again) nor inside the trigger or another such button.
// (A listener of its own: a date picker's day cells, heard by the picker for them, are no buttons beside the list.)
const popupControls = (box, el, list) => {
  const out = [];
  for (const c of box.querySelectorAll('button, a[href], [role=button], p, span, div')) {
    if (out.length >= 8 || within(el, c) || within(list, c) || visible(c) || c.closest('li, option, [role=option]')) continue;
    if (!(c.matches('button, a[href], [role=button]') || ownHandler(c)) || out.some((o) => within(o, c))) continue;
    const t = clip(c.textContent, 41);
    if (t && t.length <= 40) out.push(c);
  }
  return out;
};
const customPopup = (el) => {
  // (the elements it offers, or null)
  // A trigger and the list of items kept beside it: a hidden list opens from whatever is pressed next to
  // it (a custom dropdown, a menu button); a list on show counts only for a select-like trigger (by its
  // ARIA state or its class words), else it is just the next list on the page.
  const popup = (el.getAttribute('aria-haspopup') || '').toLowerCase();
  // (a select-like wrapper makes its one control select-like, not each of several links it holds)
  const selectLike = (popup && popup !== 'false') || el.hasAttribute('aria-expanded') || SELECT_WORDS.test(classOf(el)) ||
    (SELECT_WORDS.test(classOf(up(el) || el)) && !controlBeside(up(el), el));
  // Without a select-like sign, only a trigger (not a field, not a label) with the list right beside it.
  if (!selectLike && (editable(el) || el.tagName === 'LABEL')) return null;
  const named = namedMenu(el);
  if (named) return named;
  // A hidden list the box holds (nice-select's faded-out ul) is what a person picks from, before any <select> it hides.
  for (const list of el.querySelectorAll('ul, ol, dl, [role=listbox], [role=menu]')) {
    const items = visible(list) ? [] : listItems(list);
    if (items.length >= 2) return items;
  }
  for (let p = up(el), i = 0; p && p !== document.body && i < (selectLike ? 3 : 1); p = up(p), i++) {
    // (a wrapper may hold the hidden <select> or list it stands for; a list it holds that shows is its content)
    const sel = Array.from(p.querySelectorAll('select')).find((s) => !visible(s) || visuallyHidden(s));
    if (sel && selectLike) return Array.from(sel.options).concat(popupControls(p, el, sel));
    // (the list right after the trigger first, then those after it, then those before: mustard-ui's phone toggle opens
    // the ul.mobile-menu after it, not the desktop menu, hidden on a phone, before it)
    const place = (l) => l === el.nextElementSibling ? 0 : el.compareDocumentPosition(l) & Node.DOCUMENT_POSITION_FOLLOWING ? 1 : 2;
    const lists = Array.from(p.querySelectorAll('ul, ol, dl, [role=listbox], [role=menu], div, nav')).map((l, k) => [place(l), k, l])
      .sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[2]);
    for (const list of lists) {
      // (a div or nav is a list when its role says so, or, for a select-like trigger, its class says menu)
      const roled = /^(listbox|menu)$/i.test(list.getAttribute('role') || '');
      // (a role of a plain list or none, as summernote's role=list menus say, is no other thing's role)
      const plain = /^(|list|group|none|presentation)$/i.test(list.getAttribute('role') || '');
      // (or, for any trigger, the hidden box of links right after it that its class calls a (sub)menu: ThemeKit's side
      // menu keeps a group's pages in div.submenu-content beside the group's link)
      const menuClass = /^(DIV|NAV)$/.test(list.tagName) && MENU_WORDS.test(classOf(list));
      const submenu = menuClass && list === el.nextElementSibling && !visible(list);
      if (/^(DIV|NAV)$/.test(list.tagName) && !roled && !(selectLike && menuClass && plain) && !submenu) continue;
      // (a list the trigger holds is its own text when it shows; hidden, it is the menu the trigger opens)
      if ((within(list, el) && visible(list)) || ((!selectLike || within(el, list)) && visible(list))) continue;
      // (a list in a branch with a control of its own is that control's menu: summernote's Table button is no Style)
      if (besideAnother(p, list, el)) continue;
      const items = listItems(list);
      // (a side menu's group of one page, hidden right after its link, is its submenu too: gadmin's Pages > Blank)
      const own = list === el.nextElementSibling && /^(UL|OL|DL)$/.test(list.tagName) && !visible(list);
      if (items.length < (own ? 1 : 2)) continue;
      // (a closed popup may hold buttons of its own besides the list: SumoSelect's OK / Cancel)
      let box = list;
      while (!visible(list) && up(box) && up(box) !== p && !visible(up(box))) box = up(box);
      return box === list ? items : items.concat(popupControls(box, el, list));
    }
  }
  return drawerOf(el);
};
const optionEls = (el) => {
  if (el.tagName === 'SELECT') return Array.from(el.options);
  const role = (el.getAttribute('role') || '').toLowerCase();
  const popup = (el.getAttribute('aria-haspopup') || '').toLowerCase();
  if (role === 'listbox' || role === 'combobox' || popup === 'listbox') {
    const found = Array.from(el.querySelectorAll('[role=option]'));
    for (const attr of ['aria-controls', 'aria-owns']) {
      for (const id of (el.getAttribute(attr) || '').split(/\s+/).filter(Boolean)) {
        const t = byId(el, id);
        if (t && t !== el) found.push(...(t.matches('[role=option]') ? [t] : Array.from(t.querySelectorAll('[role=option]'))));
      }
    }
    if (found.length) return Array.from(new Set(found));
  }
  return customPopup(el) || [];
};
// (what the option shows, as a person reads it, each box's words apart; its label or title when it shows no words: a
// swatch)
const optionText = (o) => o.tagName === 'OPTION' ? o.text
  : (clip(flatText(o, 0, true), 200) || o.getAttribute('aria-label') || o.getAttribute('title') || '');
// The judge picks option k of candidate i later (tasks/replay/actions.py): the options as listed now,
// so that opening the dropdown (which shows its list) does not change which list they are.
const optionsSeen = new WeakMap();
const optionsOf = (el) => { if (!optionsSeen.has(el)) optionsSeen.set(el, optionEls(el)); return optionsSeen.get(el); };
window.__iwrOptionsOf = optionsOf;

const iconText = (el) => {
  // Icon-only controls: the alt/title/aria-label of the image or svg inside them.
  const bits = [];
  for (const c of el.querySelectorAll('img[alt], svg title, [aria-label], img[title], [title], ' + TIP_ATTRS.map((a) => '[' + a + ']').join(', '))) {
    // (a control inside it names itself: a dialog is not called "Close" by its close button's aria-label)
    const inner = c.closest(CONTROL);
    if (inner && inner !== el && el.contains(inner)) continue;
    // alt="..." is a template's placeholder, no name: the aria-label or title says it then.
    const alt = /[\p{L}\p{N}]/u.test(c.getAttribute('alt') || '') ? c.getAttribute('alt') : '';
    bits.push(alt || c.getAttribute('aria-label') || tipOf(c) || c.textContent || '');
    if (bits.length > 4) break;
  }
  return clip(bits.join(' '), 120);
};
// The words of an id or class: split on -, _ and camelCase ("btn-search", "iconCart", "fa-trash"; lightSlider's
// "lSPrev" is l, S, Prev: "prev").
// A numbered id or class ("tab2", "slider1") names the same thing as the first one ("tab").
const wordsOf = (s) => (s || '').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/([A-Z])([A-Z][a-z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/)
  .filter((t) => t.length > 1 && !/^\d+$/.test(t) && !/\d.*\d.*\d/.test(t)).map((t) => t.replace(/^([a-z]{3,})\d{1,2}$/, '$1'));
// A BEM class names its block (the component it is part of) before "__" and itself after: "app-menu__icon" is an
// icon of the menu, no menu icon; its own words are those after "__".
// Responsive display utilities (Bootstrap's "d-md-none", CoreUI's "d-md-down-none", "hidden-xs") say at which screen
// width a thing shows, not what it is: "down" in them is no arrow.
const DISPLAY_UTILITY = /^(d(-(xs|sm|md|lg|xl|xxl|print))?(-(up|down))?-(none|block|inline|inline-block|flex|inline-flex|grid|table|table-cell|table-row|contents)|(hidden|visible)-(xs|sm|md|lg|xl|print)(-(block|inline|inline-block))?)$/;
const ownClass = (el) => classOf(el).split(/\s+/).filter((c) => !DISPLAY_UTILITY.test(c))
  .map((c) => c.includes('__') ? c.split('__').pop() : c).join(' ');
// An icon font's glyph drawn by the control's own ::before/::after (sb-admin-2's #sidebarToggle::after is
// '\f104'): named by the icon class the page's stylesheets draw the same glyph with (.fa-angle-left::before).
let glyphNames = null;
const glyphName = (ch) => {
  if (!glyphNames) {
    glyphNames = new Map();
    const walk = (rules, depth) => {
      for (const r of rules) {
        if (!r.selectorText && r.cssRules && depth < 3) { walk(r.cssRules, depth + 1); continue; }  // @media, @supports
        const c = r.style && r.style.content;
        if (!c || c.length !== 3 || !r.selectorText) continue;
        const m = /^\.([A-Za-z][\w-]*)::?(before|after)$/.exec(r.selectorText.split(',')[0].trim());
        if (m && !glyphNames.has(c[1])) glyphNames.set(c[1], m[1]);
      }
    };
    for (const sheet of document.styleSheets) {
      try { walk(sheet.cssRules, 0); } catch (e) { /* another origin's sheet: unreadable */ }
    }
  }
  return glyphNames.get(ch) || '';
};
const pseudoGlyph = (el) => {
  for (const which of ['::before', '::after']) {
    const c = getComputedStyle(el, which).content || '';
    const code = c.length === 3 ? c.charCodeAt(1) : 0;
    if (code >= 0xE000 && code <= 0xF8FF) return glyphName(c[1]);
  }
  return '';
};
const tokensOf = (el) => {
  const out = wordsOf(el.id).concat(wordsOf(ownClass(el)));
  if (!clip(el.innerText || '', 3)) out.push(...wordsOf(pseudoGlyph(el)));
  // An icon font or sprite names its glyph on a text-less descendant: <i class="fa fa-trash">, <use href="#icon-cart">,
  // or, in a control of icon size, an empty div showing a sprite (x-spreadsheet's <div class="x-spreadsheet-icon-img
  // print">, a 262x444 sheet clipped to 18x18 by its parent).
  const box = el.getBoundingClientRect();
  const small = box.width <= 48 && box.height <= 48;
  let n = 0, divs = 0;
  for (const d of el.querySelectorAll(small ? 'i, svg, span, img, em, use, div' : 'i, svg, span, img, em, use')) {
    if (d.tagName === 'DIV') {
      if (++divs > 6 || d.childElementCount > 1 || clip(d.textContent, 3)) continue;
    } else if (++n > 12) break;
    if (d.tagName.toLowerCase() !== 'use' && clip(d.innerText || '', 3).length > 2) continue;
    if (candidateSet.has(d) && drawnBoxControl(d)) continue;  // a tree row's sprite checkbox is a control of its own
    out.push(...wordsOf(d.id), ...wordsOf(ownClass(d)));
    const href = d.getAttribute('href') || d.getAttribute('xlink:href');
    if (href && href.includes('#')) out.push(...wordsOf(href.split('#').pop()));
    if (d.tagName === 'IMG') out.push(...fileWords(d.getAttribute('src')));
  }
  if (el.tagName === 'IMG') out.push(...fileWords(el.getAttribute('src')));
  if (cssCaret(el)) out.unshift('caret');
  return Array.from(new Set(out)).slice(0, 16);
};
// A caret drawn by CSS (Bootstrap's .dropdown-toggle::after): an empty pseudo-element that is a border
// triangle, one side solid and the two beside it transparent. A person sees a small arrow, when it is
// all there is: beside an icon (a gear that opens a menu) the icon is what the control shows.
const cssCaret = (el) => {
  if (clip(el.innerText || '', 3) || el.querySelector('i, svg, img, span, em')) return false;
  for (const which of ['::after', '::before']) {
    const st = getComputedStyle(el, which);
    if (!/^["']\s*["']$/.test(st.content || '') || parseFloat(st.width) > 16 || parseFloat(st.height) > 16) continue;
    const solid = ['Top', 'Bottom', 'Left', 'Right'].filter((k) => parseFloat(st['border' + k + 'Width']) > 0 &&
      st['border' + k + 'Style'] !== 'none' && !/rgba\(.*,\s*0\)|transparent/.test(st['border' + k + 'Color']));
    const clear = ['Top', 'Bottom', 'Left', 'Right'].filter((k) => parseFloat(st['border' + k + 'Width']) > 0 &&
      /rgba\(.*,\s*0\)|transparent/.test(st['border' + k + 'Color']));
    if (solid.length === 1 && clear.length >= 2) return true;
  }
  return false;
};
// A picture's file name often says what it shows ("logos/google.svg", "navbar-logo.svg"); a number
// or a hash says nothing.
const fileWords = (src) => {
  if (!src || /^data:/i.test(src)) return [];
  const path = src.split(/[?#]/)[0].split('/');
  const base = path.pop().replace(/\.[a-z0-9]{2,5}$/i, '');
  // The folder names the kind ("logos/", "avatars/"), the file the thing.
  return (/[a-f0-9]{12,}/i.test(base) ? [] : wordsOf(base)).concat(wordsOf(path.pop() || ''));
};
const labelText = (el) => {
  if (el.labels && el.labels.length) return clip(Array.from(el.labels, (l) => l.innerText).join(' '), 200);
  return el.matches('input[type=radio], input[type=checkbox]') ? textAfter(el) : '';
};
// A radio or checkbox with no <label> is named by the bare text after it, up to the line's end
// ("<input type=radio> 2 Shots - Morning wakeup!<br>"): the words up to a <br>, a block, or the next control.
const INLINE_AFTER = /^(B|STRONG|EM|SMALL|CODE|U|FONT|ABBR|MARK)$/;  // (a <span> or <i> is as often a control or an icon)
const textAfter = (el) => {
  let out = '';
  for (let n = el.nextSibling; n && out.length <= 80; n = n.nextSibling) {
    if (n.nodeType === 3) { out += n.data; continue; }
    if (n.nodeType !== 1 || !INLINE_AFTER.test(n.tagName) || candidateSet.has(n) || n.matches(CONTROL) || n.querySelector(CONTROL)) break;
    out += n.innerText;
  }
  const said = clip(out, 200);
  return said.length <= 80 ? said : '';
};
// The text around a control in the nearest ancestor that has some besides the element (a row, a
// card, a list item; for a switch in a settings row, an input after a <span>Size</span>: its label),
// leaving out what other controls in it say (a menu's options are not the toggle's context).
const CONTROL = 'a[href], button, input, select, textarea, [role=button], [role=link], [role=tab], [role=option], [role=menuitem], [onclick]';
let candidateSet = new Set();
const hosts_ = new Map();  // per text's element: the control and the candidate it is part of, read once
const hostInfo = (host) => {
  let v = hosts_.get(host);
  if (!v) {
    let cand = null;
    for (let h = host; h && h !== document.body; h = h.parentElement) if (candidateSet.has(h)) { cand = h; break; }
    // (a text no person sees is nobody's label: a custom select's hidden list of options beside its box)
    const unseen = host.checkVisibility ? !host.checkVisibility({checkOpacity: true, checkVisibilityCSS: true}) : false;
    v = {ctl: host.closest(CONTROL), cand, code: !!host.closest('script, style, noscript'), unseen};
    hosts_.set(host, v);
  }
  return v;
};
// ``whole``: the walk read all of p (a level with more than 80 text nodes besides the element's own is a page part,
// and its first words are no control's label; a <select>'s own options count for nothing: "Jump to:" beside a list
// of 37 pages is its label). Text no person sees is no part of the words, nor is a glyph drawn as a character (the
// "▼" of Materialize's select is no label: "Materialize Select" under its box is).
const GLYPHS_ONLY = /^[\s\u2190-\u21ff\u25a0-\u25ff\u2794-\u27bf]*$/;
const textBeside = (p, el) => {
  const parts = [];
  const walker = document.createTreeWalker(p, NodeFilter.SHOW_TEXT);
  let n = 0, t = walker.nextNode();
  for (; t; t = walker.nextNode()) {
    const host = t.parentElement;
    if (!host || el.contains(host)) continue;  // the walk stays in p's own tree, so contains() is enough
    if (++n > 80) break;  // (unseen text counts toward a page part: a page's hidden code samples make one)
    const info = hostInfo(host);
    if (info.unseen || GLYPHS_ONLY.test(t.data)) continue;
    if (info.code || (info.ctl && info.ctl !== p && p.contains(info.ctl)) || (info.cand && info.cand !== p && p.contains(info.cand))) continue;
    parts.push(t.data);
  }
  return {text: clip(parts.join(' '), 400), whole: !t};
};
const FIELDS = 'input:not([type=hidden]), select, textarea, [role=switch], [role=checkbox], [role=radio], [contenteditable=true]';
// One walk up for both: ``near`` (the first text within 4 levels, when short; a level that holds
// another field holds that field's label too, so no text at or above it is this one's: the labels
// of a whole form are no field's label) and ``context`` (the first text within 6 levels). For a
// <label> the field is the one it labels.
const around = (el) => {
  let nearDone = false, p = up(el);
  const own = el.tagName === 'LABEL' && el.control ? el.control : el;
  const field = own.matches(FIELDS);
  for (let i = 0; p && p !== document.body && i < 6; i++, p = up(p)) {
    if (!nearDone && field && Array.from(p.querySelectorAll(FIELDS)).some((f) => f !== own && visible(f))) nearDone = true;
    const {text: t, whole} = textBeside(p, el);
    if (t) return {near: nearDone || !whole || i >= 4 || t.length > 160 ? '' : t, context: whole ? clip(t, 300) : ''};
  }
  return {near: '', context: ''};
};
const headingsIn = new Map();
// A heading inside one of a row of look-alikes (a slide of a slider, a card of a grid) is that item's
// title, not the heading of the part of the page after it; a heading no person sees (a slide scrolled
// out of its slider) opens nothing either. Sections stacked one under the other keep their headings.
const sideBySide_ = new Map();
const sideBySide = (a) => {
  let v = sideBySide_.get(a);
  if (v === undefined) {
    v = false;
    const r = a.getBoundingClientRect();
    for (const s of [a.previousElementSibling, a.nextElementSibling]) {
      if (!s || sig(s) !== sig(a)) continue;
      const q = s.getBoundingClientRect();
      if (q.width > 0 && Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top) > Math.min(r.height, q.height) / 2) { v = true; break; }
    }
    sideBySide_.set(a, v);
  }
  return v;
};
const itemTitle = (h, p) => {
  for (let a = up(h); a && a !== p; a = up(a)) if (sideBySide(a)) return true;
  return !visible(h);
};
const sectionHeading = (el) => {
  // The heading (or legend) that opens the part of the page the element is in.
  let p = up(el);
  for (let i = 0; p && i < 8; i++, p = p === document.body ? null : up(p)) {
    let found = null;
    let hs = headingsIn.get(p);
    if (!hs) { hs = Array.from(p.querySelectorAll('h1, h2, h3, h4, h5, h6, legend, [role=heading]')).slice(0, 2000); headingsIn.set(p, hs); }
    for (const h of hs) {
      // (an accordion's header is its toggle button, one of the items, not the title of what follows)
      if (h.contains(el) || itemTitle(h, p) || h.querySelector('button, [role=button], [aria-expanded]')) continue;
      const oh = order.get(h), oe = order.get(el);
      if (oh !== undefined && oe !== undefined ? oh < oe : h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) found = h; else break;
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
  // Landmarks around the element (nearest first): tags, roles, and region words in ids/classes and custom tags.
  const out = [];
  for (let p = el, i = 0; p && p !== document.body && i < 30; p = up(p), i++) {
    if (REGION_TAGS[p.tagName]) out.push(REGION_TAGS[p.tagName]);
    const role = (p.getAttribute('role') || '').toLowerCase();
    if (REGION_ROLES[role]) out.push(REGION_ROLES[role]);
    if (p.getAttribute('aria-modal') === 'true') out.push('dialog');
    if (p !== el) for (const w of wordsOf(p.id).concat(wordsOf(classOf(p)))) out.push(w);
    if (p !== el && p.tagName.includes('-')) for (const w of wordsOf(p.tagName)) out.push(w);
    // A landmark's own name: <nav aria-label="Pagination">, <section aria-label="Cookie consent">.
    if (p !== el && (REGION_TAGS[p.tagName] || REGION_ROLES[role] || p.tagName === 'SECTION')) for (const w of wordsOf(p.getAttribute('aria-label'))) out.push(w);
  }
  return Array.from(new Set(out)).slice(0, 24);
};

// ---------------------------------------------------------------- layout: groups, grids, tables
// A look-alike's kind: tag, first class that is no state (the active dot of a pager is
// ``<li class="uk-active">``, its look-alikes have no class; a slide's ``uk-slide-active``), role.
const STATE_CLASS = /(?:^|[-_])(?:active|selected|current|show|shown|open|opened|checked|disabled|focus|focused|hover|in|on|visible)$/i;
const sig = (e) => e.tagName + '.' + (classOf(e).trim().split(/\s+/).find((c) => c && !STATE_CLASS.test(c)) || '') + '.' + (e.getAttribute('role') || '');
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
  const p = e.parentElement || (e.parentNode && e.parentNode.host ? e.parentNode : null);
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
  if (!p) return '';
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
const setIds = new Map();
// The carousel or slider an element belongs to ("the left arrow of the second slider"): the nearest ancestor whose
// own class or id is a carousel's root (``slick-slider``, ``owl-carousel``, ``carousel``, ``swiper``), not a part of one
// (``slick-list``, ``carousel-inner``): its id on this page and its box.
const WIDGET_ROOT = /^(?:[a-z0-9]+[-_])?(?:slider|carousel|slideshow|swiper|splide|glide)(?:[-_](?:container|wrapper|main))?$|^flickity-enabled$/i;
const widgetIds = new Map();
const widgetOf = (el) => {
  for (let p = up(el), i = 0; p && p !== document.body && i < 12; p = up(p), i++) {
    if (!p.getAttribute) continue;
    const names = classOf(p).trim().split(/\s+/).concat([p.id || '']);
    if (!names.some((n) => n && WIDGET_ROOT.test(n))) continue;
    if (!widgetIds.has(p)) widgetIds.set(p, widgetIds.size + 1);
    return {id: widgetIds.get(p), box: boxOf(p.getBoundingClientRect())};
  }
  return null;
};
// The first line an element shows (a list item's own title, not the sub-list under it).
const firstLine = (el) => clip(textOf(el).split(/\n/).find((l) => l.trim()) || '', 80);
// The titles of the list items an element sits in, nearest first (a contents entry under "Core Documentation", under
// "Mashroom Server"): "In Core Documentation, click Services" among seventeen "Services". Its own item's title, when
// it is the element's own text, says nothing more.
const outlineOf = (el) => {
  const out = [];
  const own = clip(textOf(el), 80);
  for (let p = up(el), i = 0; p && p !== document.body && i < 16 && out.length < 3; p = up(p), i++) {
    if (p.tagName !== 'LI' && p.getAttribute('role') !== 'treeitem') continue;
    const t = firstLine(p);
    if (t && t !== own && !out.includes(t)) out.push(t);
  }
  return out;
};
// The short line over the box an element sits in, where no heading is: a docs page's <p class="lead">Option:
// numberOfColumns = 3</p> over the example's card ("Click the input for numberOfColumns = 3"). Only a line of text
// with no control in it, the first thing before one of the element's boxes; text right before the element itself is
// its label's or its neighbour's, not a box's title; a line of prose (lower-case first, or a full stop or colon
// last) is no title.
const leadOf = (el) => {
  for (let a = el, i = 0; a && a !== document.body && i < 6; a = up(a), i++) {
    let s = a.previousElementSibling;
    while (s && (s.tagName === 'BR' || s.tagName === 'HR' || !s.getClientRects().length || !(s.textContent || '').trim())) s = s.previousElementSibling;
    if (!s) continue;
    if (i === 0 || !/^(P|DIV|SPAN|STRONG|B|EM|DT)$/.test(s.tagName) || s.textContent.length > 400 || s.querySelector(CONTROL)) return '';
    const t = (s.innerText || '').trim();
    // (a title, not a sentence of prose: "Navbars with 1 item will render as 100% wide.")
    return t.length <= 80 && !t.includes('\n') && !/^\p{Ll}/u.test(t) && !/[.:]$/.test(t) ? t : '';
  }
  return '';
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
    // set: the look-alikes' container (one tab set, one carousel's dots): its id on this page, box,
    // rows and columns, and its id/class words ("nav-pills flex-column").
    const p = e.parentElement || e.parentNode;
    if (!setIds.has(p)) setIds.set(p, setIds.size + 1);
    out.sib = {ord: g.members.indexOf(m) + 1, count: g.members.length, set: setIds.get(p), rows: g.rows, cols: g.cols,
      box: p.getBoundingClientRect ? boxOf(p.getBoundingClientRect()) : null, tokens: p.getAttribute ? wordsOf(p.id).concat(wordsOf(classOf(p))).slice(0, 8) : [],
      // whole: the element is the member (or all of what it shows), not a part of it (a step's number badge)
      whole: e === el || (e.innerText || '').trim() === (el.innerText || '').trim()};
    if (!out.grid) {
      if (g.rows > 1) out.grid = {row: m.row, col: m.col, rows: g.rows, cols: g.cols, head: columnHead(e, m)};
      else if (e.parentElement) {
        const pg = groupOf(e.parentElement);
        const pm = memberOf(pg, e.parentElement);
        if (pm && pg.rows > 1) out.grid = {row: pm.row, col: m.col, rows: pg.rows, cols: g.cols, head: ''};
      }
    }
    break;
  }
  const own = textOf(el).length;
  for (let p = up(el), i = 0; p && p !== document.body && i < 8; p = up(p), i++) {
    const g = groupOf(p);
    const m = memberOf(g, p);
    if (!m) continue;
    const text = clip(textOf(p), 300);
    if (text.length <= own + 2) continue;
    const title = p.querySelector('h1, h2, h3, h4, h5, h6, [class*=title], [class*=name], b, strong');
    out.item = {ord: g.members.indexOf(m) + 1, count: g.members.length, row: m.row, col: m.col, rows: g.rows, cols: g.cols,
      title: title && !title.contains(el) ? clip(title.innerText, 80) : clip(text.split(/\n/)[0], 80), text,
      tokens: wordsOf(p.id).concat(wordsOf(classOf(p))).slice(0, 8)};
    break;
  }
  return out;
};

// ---------------------------------------------------------------- can a person reach it?
// The element under a point, looking into open shadow roots (elementFromPoint stops at the host).
const hitAt = (x, y) => {
  let hit = document.elementFromPoint(x, y);
  for (let i = 0; hit && hit.shadowRoot && i < 10; i++) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
};
const isFixed = (e) => { const p = getComputedStyle(e).position; return p === 'fixed' || p === 'sticky'; };
// The outermost ancestor of n (or n) fixed to the viewport, or null.
const outerFixed = (n) => {
  let fixed = null;
  for (let p = n; p && p !== document.body && p !== document.documentElement; p = up(p)) if (isFixed(p)) fixed = p;
  return fixed;
};
// A fixed layer over the whole viewport (a maximized chat, a full-screen menu or modal): whatever is
// not inside it cannot be reached, wherever it is on the page.
const fullLayer = (() => {
  let layer = null;
  for (const [fx, fy] of [[0.1, 0.1], [0.9, 0.1], [0.5, 0.5], [0.1, 0.9], [0.9, 0.9]]) {
    const hit = hitAt(innerWidth * fx, innerHeight * fy);
    const fixed = outerFixed(hit);
    if (!fixed) return null;
    const r = fixed.getBoundingClientRect();
    if (r.width < innerWidth * 0.9 || r.height < innerHeight * 0.9) return null;
    if (layer && layer !== fixed && !within(layer, fixed) && !within(fixed, layer)) return null;
    layer = layer && within(layer, fixed) ? layer : fixed;
  }
  return layer;
})();
// A bar or a floating button fixed to the viewport (a sticky header, a settings cog in the corner) covers what
// scrolling moves out from under it: a person scrolls a little and presses it. Not so for what is fixed itself.
const fixedBar = (hit) => {
  const bar = outerFixed(hit);
  return bar && bar.getBoundingClientRect().height < innerHeight * 0.4 ? bar : null;
};
const coveredAt = (el, x, y) => {
  const hit = hitAt(x, y);
  if (hit && !(within(el, hit) || within(hit, el)) && fixedBar(hit) && !fixedBar(el)) return false;
  return !hit || !(within(el, hit) || within(hit, el) || (el.tagName === 'LABEL' && el.control && within(el.control, hit)));
};
const occluded = (el, r) => {
  // Covered at its centre and at the middle of each quarter by something else (a modal's backdrop, a drawer).
  if (fullLayer && !within(fullLayer, el)) return true;
  let inside = 0;
  for (const [fx, fy] of [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
    const x = r.left + r.width * fx, y = r.top + r.height * fy;
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    inside++;
    if (!coveredAt(el, x, y)) return false;
  }
  return inside > 0;
};
// Cut away by a container that hides its overflow (a carousel's stage, a collapsed panel): the box
// left after every clipping ancestor between the element and its containing blocks.
const boxStyles = new Map();  // the few style values clipping depends on, read once per ancestor
const boxStyle = (e) => {
  let v = boxStyles.get(e);
  if (!v) {
    const st = getComputedStyle(e);
    v = {position: st.position, transform: st.transform, overflowX: st.overflowX, overflowY: st.overflowY};
    boxStyles.set(e, v);
  }
  return v;
};
const clippedOut = (el, r) => {
  let box = {l: r.left, t: r.top, rr: r.right, b: r.bottom};
  let escape = boxStyle(el).position;
  let scroller = false;
  for (let p = up(el), i = 0; p && p !== document.documentElement && i < 40; p = up(p), i++) {
    const st = boxStyle(p);
    const positioned = st.position !== 'static' || st.transform !== 'none';
    if (escape === 'fixed' && st.transform === 'none') continue;
    if (escape === 'absolute' && !positioned) continue;
    escape = st.position === 'fixed' || st.position === 'absolute' ? st.position : 'static';
    if (p === document.body) continue;
    const ox = st.overflowX, oy = st.overflowY;
    if (ox === 'visible' && oy === 'visible') continue;
    const pr = p.getBoundingClientRect();
    if (ox !== 'visible') { box.l = Math.max(box.l, pr.left); box.rr = Math.min(box.rr, pr.right); }
    if (oy !== 'visible') { box.t = Math.max(box.t, pr.top); box.b = Math.min(box.b, pr.bottom); }
    if (box.rr - box.l < 2 || box.b - box.t < 2) {
      scroller = /(auto|scroll)/.test(ox + oy);
      return scroller ? 'scroll' : 'hidden';
    }
  }
  return '';
};

// ---------------------------------------------------------------- how it looks
const rgba = (s) => {
  const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(s || '');
  return m ? [Math.round(+m[1]), Math.round(+m[2]), Math.round(+m[3]), m[4] === undefined ? 1 : +m[4]] : null;
};
const solid = (c) => c && c[3] >= 0.5 ? c.slice(0, 3) : null;
const colorsOf = (el, textless) => {
  // The fill a person sees on it (its background, a gradient's first colour, or an inner fill
  // covering most of it), its text or icon colour, and its border.
  const st = getComputedStyle(el);
  let bg = solid(rgba(st.backgroundColor)) || solid(rgba((/rgba?\([^)]*\)/.exec(st.backgroundImage) || [''])[0]));
  if (!bg) {
    const r = el.getBoundingClientRect();
    let n = 0;
    for (const d of el.querySelectorAll('*')) {
      if (++n > 30) break;
      const dr = d.getBoundingClientRect();
      if (dr.width * dr.height < 0.5 * r.width * r.height) continue;
      const ds = getComputedStyle(d);
      bg = solid(rgba(ds.backgroundColor)) || solid(rgba((/rgba?\([^)]*\)/.exec(ds.backgroundImage) || [''])[0]));
      if (bg) break;
    }
  }
  let fg = solid(rgba(st.color));
  if (textless) {
    const shape = el.tagName.toLowerCase() === 'svg' ? el : el.querySelector('svg, i, span');
    if (shape) {
      const ss = getComputedStyle(shape);
      fg = solid(rgba(ss.fill !== 'none' && !/url/.test(ss.fill) ? ss.fill : '')) || solid(rgba(ss.stroke !== 'none' ? ss.stroke : '')) || solid(rgba(ss.color)) || fg;
    }
  }
  const border = parseFloat(st.borderTopWidth) >= 1 ? solid(rgba(st.borderTopColor)) : null;
  // The surface it sits on: "View Details on the red card" is the link on the card painted red.
  let around = null;
  for (let p = up(el), i = 0; p && p !== document.body && i < 8 && !around; p = up(p), i++) {
    const ps = getComputedStyle(p);
    around = solid(rgba(ps.backgroundColor)) || solid(rgba((/rgba?\([^)]*\)/.exec(ps.backgroundImage) || [''])[0]));
  }
  return {bg, fg, border, around, picture: pictureColour(el, textless)};
};
// The colour a picture shows ("the orange car thumbnail"): of its strongly coloured pixels, the most common hue's mean;
// a picture with few of them (a silver car on white) shows the mean of what is not its white ground. Null for a
// picture the page may not read (another origin's) or not yet drawn.
const pictureCanvas = document.createElement('canvas');
pictureCanvas.width = pictureCanvas.height = 16;
const pictureColour = (el, textless) => {
  const img = el.tagName === 'IMG' ? el : textless ? el.querySelector('img') : null;
  if (!img || !img.complete || !img.naturalWidth) return null;
  const r = img.getBoundingClientRect();
  if (r.width < 24 || r.height < 24) return null;
  let px;
  try {
    const g = pictureCanvas.getContext('2d', {willReadFrequently: true});
    g.clearRect(0, 0, 16, 16);
    g.drawImage(img, 0, 0, 16, 16);
    px = g.getImageData(0, 0, 16, 16).data;
  } catch (e) {
    return null;
  }
  const bins = new Map();
  const ground = [0, 0, 0, 0];
  for (let i = 0; i < px.length; i += 4) {
    if (px[i + 3] < 128) continue;
    const [R, G, B] = [px[i], px[i + 1], px[i + 2]];
    const hi = Math.max(R, G, B), lo = Math.min(R, G, B), light = (hi + lo) / 510;
    if (light < 0.92) { ground[0] += R; ground[1] += G; ground[2] += B; ground[3]++; }
    const sat = hi === lo ? 0 : (hi - lo) / (255 - Math.abs(hi + lo - 255));
    if (sat < 0.35 || light < 0.12 || light > 0.9) continue;
    const hue = hi === R ? ((G - B) / (hi - lo)) % 6 : hi === G ? (B - R) / (hi - lo) + 2 : (R - G) / (hi - lo) + 4;
    const bin = Math.floor(((hue * 60 + 360) % 360) / 30);
    const b = bins.get(bin) || [0, 0, 0, 0];
    b[0] += R; b[1] += G; b[2] += B; b[3]++;
    bins.set(bin, b);
  }
  const best = Array.from(bins.values()).sort((a, b) => b[3] - a[3])[0];
  const pick = best && best[3] >= 0.12 * 256 ? best : ground[3] >= 0.12 * 256 ? ground : null;
  return pick ? pick.slice(0, 3).map((v) => Math.round(v / pick[3])) : null;
};

// A small element showing no words (a glyph, an emoji, an svg) inside a bigger clickable one.
const iconInside = (el) => {
  const t = (el.innerText || '').trim();
  if (t.length > 2 || /[A-Za-z]{2}/.test(t) || /^\d+$/.test(t)) return false;  // words, or a badge count
  if (/^(SMALL|SUP|SUB|B|STRONG|EM|U|S|STRIKE|DEL|INS|MARK|BR)$/.test(el.tagName)) return false;  // text formatting, not a control
  if (el.tagName === 'I' && /\p{L}/u.test(t)) return false;  // an italic letter (pell's "I" button), not an icon font's <i>
  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.width > 64 || r.height > 64) return false;
  for (let p = up(el), i = 0; p && i < 4; p = up(p), i++) {
    const pr = p.getBoundingClientRect();
    if (pr.width * pr.height > 4 * r.width * r.height) return true;
  }
  return false;
};
// An item of a clickable list (an option of an open custom dropdown, an entry of a menu): a control
// of its own although it inherits the list's pointer cursor. Short text, and a list item or one of
// three or more siblings of its kind.
const listItem = (el) => {
  const t = clip(el.textContent, 120);
  if (!t || t.length > 100) return false;
  if (el.tagName === 'LI') return true;
  const p = up(el);
  if (!p || !p.children) return false;
  let same = 0;
  for (const s of p.children) if (s !== el && sig(s) === sig(el)) same++;
  return same >= 2;
};

// ---------------------------------------------------------------- the pool
// A box drawn by a sprite, whose clicks a container hears (zTree's "button chk checkbox_false_full" span, its tree's
// one listener on the list): no cursor, no role, no listener of its own, yet a person ticks it. Its class says what it
// is; it is small, square-ish, empty, holds no control and sits in no label (the label is the control then).
const DRAWN_BOX = /(^|[\s_-])(chk|checkbox|radio)([\s_-]|$)/i;
const drawnBoxControl = (el) => {
  if (!DRAWN_BOX.test(classOf(el)) || el.children.length || (el.textContent || '').trim()) return false;
  const r = el.getBoundingClientRect();
  if (r.width < 8 || r.height < 8 || r.width > 32 || r.height > 32 || Math.max(r.width, r.height) > 1.5 * Math.min(r.width, r.height)) return false;
  if (el.closest('label')) return false;
  for (let p = up(el), i = 0; p && p !== document.body && i < 8; p = up(p), i++) if (hasClickHandler(p)) return true;
  return false;
};
let pool;
const heard = new Set();  // elements taken for a listener alone
const loose = new Set();  // elements taken for a pointer cursor or a listener, no tag or role of a control
const scanned = all.length > scanLimit ? all.slice(0, scanLimit) : all;
if (mode === 'scroll') {
  pool = [];
  for (const el of scanned) {
    if (el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1) continue;
    const st = getComputedStyle(el);
    if (!/(auto|scroll|overlay)/.test(st.overflowY + st.overflowX)) continue;
    pool.push(el);
  }
} else {
  const seen = new Set();
  for (const el of all) {
    if (!el.matches(SEL)) continue;
    const role = el.getAttribute('role');
    // A landmark or list role alone makes no control; it still counts with a handler or a pointer cursor.
    if (role && STRUCTURAL.test(role.toLowerCase()) && !el.matches(NATIVE) && !points(el)
        && !hasClickHandler(el)) continue;
    // A <label> for no control is only text: what a person presses is the control beside it.
    if (el.tagName === 'LABEL' && !el.control && !points(el) && !hasClickHandler(el)) continue;
    seen.add(el);
  }
  pool = Array.from(seen);
  for (const el of scanned) {
    if (seen.has(el)) continue;
    if (drawnBoxControl(el)) { pool.push(el); continue; }
    // Outermost pointer-cursor element only: the cursor is inherited by its children. Except an
    // icon inside a clickable row or card (a star, a trash can) and the items of a clickable list.
    const pointing = points(el);
    if (!pointing && !hasClickHandler(el)) continue;
    if (!pointing && typeof el.onclick !== 'function') heard.add(el);
    loose.add(el);
    // The shapes of an icon (<circle>, <path> inside an <svg>) are the icon, not controls of their own.
    if (el instanceof SVGElement && el.tagName.toLowerCase() !== 'svg') continue;
    const p = up(el);
    if (pointing && p && points(p) && !iconInside(el) && !listItem(el) && !hasClickHandler(el)) continue;
    if (!pointing && (el === document.body || (textOf(el).length > 300 && el.querySelectorAll('*').length > 60))) continue;
    pool.push(el);
  }
}
// A checkbox drawn by CSS alone (Creative Tim's kits: a <label> around a hidden input and an empty
// <span> whose ::before is the box): the label has no size of its own, the box a person clicks is the
// pseudo-element's. Its place is read from the computed style (absolute: from its containing block).
const pseudoRect = (n, which, least = 6) => {
  const st = getComputedStyle(n, which);
  if (!st.content || st.content === 'none' || st.content === 'normal' || st.display === 'none') return null;
  const w = parseFloat(st.width), h = parseFloat(st.height);
  if (!(w >= least && h >= least && w <= 64 && h <= 64)) return null;
  const own = n.getBoundingClientRect();
  if (st.position !== 'absolute') return {l: own.left, t: own.top, w, h};
  let cb = n;
  while (cb && cb !== document.body && getComputedStyle(cb).position === 'static') cb = cb.parentElement;
  const c = (cb || document.body).getBoundingClientRect();
  const px = (v) => (/px$/.test(v) ? parseFloat(v) : NaN);
  const l = !isNaN(px(st.left)) ? c.left + px(st.left) : !isNaN(px(st.right)) ? c.right - px(st.right) - w : own.left;
  const t = !isNaN(px(st.top)) ? c.top + px(st.top) : !isNaN(px(st.bottom)) ? c.bottom - px(st.bottom) - h : own.top;
  return {l, t, w, h};
};
const drawnBox = (el) => {
  if (el.tagName !== 'LABEL' || !el.control || !/^(checkbox|radio)$/i.test(el.control.type || '')) return null;
  let l = Infinity, t = Infinity, r = -Infinity, b = -Infinity;  // the union of the drawn boxes
  for (const n of [el, ...Array.from(el.querySelectorAll('*')).slice(0, 30)]) {
    for (const which of ['::before', '::after']) {
      const p = pseudoRect(n, which);
      if (!p) continue;
      l = Math.min(l, p.l); t = Math.min(t, p.t); r = Math.max(r, p.l + p.w); b = Math.max(b, p.t + p.h);
    }
  }
  return l < Infinity ? new DOMRect(l, t, r - l, b - t) : null;
};
// A sign drawn of thin bars (a '+' of a 2 px wide span and its ::after): the union of the bars.
const barsBox = (el, own) => {
  let l = own.left, t = own.top, r = own.right, b = own.bottom;
  for (const n of [el, ...Array.from(el.querySelectorAll('*')).slice(0, 30)]) {
    const boxes = [n.getBoundingClientRect(), pseudoRect(n, '::before', 1), pseudoRect(n, '::after', 1)];
    for (const q of boxes) {
      if (!q) continue;
      const [ql, qt, qw, qh] = 'l' in q ? [q.l, q.t, q.w, q.h] : [q.left, q.top, q.width, q.height];
      if (qw * qh <= 0 || qw > 64 || qh > 64) continue;
      l = Math.min(l, ql); t = Math.min(t, qt); r = Math.max(r, ql + qw); b = Math.max(b, qt + qh);
    }
  }
  return r - l >= 6 && b - t >= 6 && r - l <= 64 && b - t <= 64 ? new DOMRect(l, t, r - l, b - t) : null;
};
// The box a person sees of a candidate: its own, the drawn box of a CSS checkbox that has none, or
// the bars a thin one draws.
const seenBox = (el) => {
  const r = visible(el);
  if (r && r.width >= 6 && r.height >= 6) return r;
  if (r && r.width >= 3 && r.height >= 3) return barsBox(el, r) || r;
  if (el.checkVisibility && !el.checkVisibility({checkOpacity: true, checkVisibilityCSS: true})) return r;
  return drawnBox(el) || (r && barsBox(el, r)) || r;
};
const kept = [];
const boxes = new Map();  // each kept candidate's seen box, read once
// More than a screen left of or above the page's origin, where no scrolling reaches (a plugin's original input moved
// to left: -10000px behind the widget it builds): out of sight. A drawer or a toolbar closed just off the edge is one a
// person opens. (Right to left, a page scrolls to negative x.)
const ltr = getComputedStyle(document.documentElement).direction !== 'rtl';
const offPage = (r) => r.bottom + scrollY < -innerHeight || (ltr && r.right + scrollX < -innerWidth);
for (const el of pool) {
  const r = seenBox(el);
  if (!r || (mode !== 'scroll' && (r.width < 3 || r.height < 3))) continue;  // a pixel is no target a person can see
  if (offPage(r)) continue;
  if (mode === 'type' && !editable(el) && el.tagName !== 'LABEL' && roleOf(el) !== 'textbox' && roleOf(el) !== 'searchbox' && roleOf(el) !== 'combobox') continue;
  kept.push(el);
  boxes.set(el, r);
}
// A listener alone (no pointer, no role, no onclick) on an element that holds controls of its own is a container that
// hears its items' clicks (Bootstrap's carousel indicators), not one more control: it goes, and they stay. So does an
// element taken for its cursor or a listener that wraps a single control and says nothing else (shards' custom
// checkbox: a pointer row around its label): a person clicks the control.
if (loose.size) {
  const inside = (el) => kept.filter((k) => k !== el && el.contains(k));
  const said = (el) => clip(textOf(el), Infinity);
  const wraps = (el, held) => (heard.has(el) && held.length >= 2)
    || (held.length === 1 && said(el) !== '' && said(el) === said(held[0]));
  kept.splice(0, kept.length, ...kept.filter((el) => !loose.has(el) || !wraps(el, inside(el))));
}
// Page order (shadow content where its host is), so that "first" and ties follow the document.
kept.sort((a, b) => order.get(a) - order.get(b));
const index = new Map(kept.map((el, i) => [el, i]));
candidateSet = new Set(kept);
// A hidden native <select> a custom dropdown stands in for (selectric, select2): its label stands for
// the visible control beside it, which a person clicks to open the list.
const standIn = (select) => {
  for (let p = up(select), i = 0; p && p !== document.body && i < 3; p = up(p), i++) {
    for (const c of kept) {
      if (c !== select && within(p, c) && c.tagName !== 'LABEL' && (roleOf(c) === 'combobox' || SELECT_WORDS.test(classOf(c)) ||
          optionsOf(c).length)) return index.get(c);
    }
  }
  return -1;
};
const page = [innerWidth, innerHeight, Math.round(document.documentElement.scrollWidth), Math.round(document.documentElement.scrollHeight), Math.round(scrollX), Math.round(scrollY)];
const boxOf = (r) => [Math.round(r.left + scrollX), Math.round(r.top + scrollY), Math.round(r.width), Math.round(r.height)];
const out = [];
kept.forEach((el, i) => {
  const r = boxes.get(el);
  let anc = -1;
  for (let p = up(el); p; p = up(p)) { if (index.has(p)) { anc = index.get(p); break; } }
  let forIdx = -1;
  if (el.tagName === 'LABEL' && el.control && index.has(el.control)) forIdx = index.get(el.control);
  else if (el.tagName === 'LABEL' && el.control && el.control.tagName === 'SELECT') forIdx = standIn(el.control);
  const ligatures = mode === 'scroll' ? [] : ligatureEls(el);
  const glyphs = ligatures.map((g) => g.textContent.trim());
  const away = drawnAway(el);
  const text = away ? '' : ownText(el, glyphs);
  const detail = i < DETAIL_LIMIT;
  const lay = detail && mode !== 'scroll' ? layoutOf(el) : {grid: null, sib: null, item: null};
  const st = getComputedStyle(el);
  const ctx = detail ? around(el) : {near: '', context: ''};
  const checked = el.getAttribute('aria-checked') || el.getAttribute('aria-pressed') || el.getAttribute('aria-selected') ||
    (el.tagName === 'INPUT' && /checkbox|radio/i.test(el.type) ? String(el.checked) : '') ||
    // a label drawn as the box over its hidden input ("the checked box"): the input's state
    (el.tagName === 'LABEL' && el.control && /checkbox|radio/i.test(el.control.type || '') ? String(el.control.checked) : '');
  out.push({
    index: i,
    tag: el.tagName.toLowerCase(),
    text,
    name: nameOf(el) || (away ? clip(textOf(el).trim(), 200) : ''),
    placeholder: clip(placeholderOf(el), 120),
    title: clip(tipOf(el), 120),
    alt: clip(el.getAttribute('alt'), 120) || iconText(el),
    value: (el.tagName === 'INPUT' && !/password|checkbox|radio/i.test(el.type)) ? clip(el.value, 120) : '',
    options: optionsOf(el).slice(0, MAX_OPTIONS).map((o) => clip(optionText(o), 60)),
    // (options that are a select's or a listbox's, not a menu's links: the control is a select)
    choices: optionsOf(el).some((o) => o.tagName === 'OPTION' || o.getAttribute('role') === 'option'),
    role: roleOf(el),
    type: clip(el.getAttribute('type'), 20).toLowerCase(),
    label: labelText(el),
    for_role: el.tagName === 'LABEL' && el.control ? roleOf(el.control) : '',
    near: ctx.near,
    context: ctx.context,
    section: sectionHeading(el),  // cheap (its headings are read once a level): past DETAIL_LIMIT too
    tokens: detail ? tokensOf(el) : [],
    regions: detail ? regionsOf(el) : [],
    grid: lay.grid,
    sib: lay.sib,
    item: lay.item,
    outline: detail && mode !== 'scroll' ? outlineOf(el) : [],
    lead: detail && mode !== 'scroll' ? leadOf(el) : '',
    widget: detail && mode !== 'scroll' ? widgetOf(el) : null,
    glyphs,
    picture: detail && !text && r.width >= 32 && r.height >= 32 && (el.tagName === 'IMG' || !!el.querySelector('img, picture, video')),
    colors: detail && mode !== 'scroll' ? colorsOf(el, !text.replace(/[^\p{L}\p{N}]/gu, '')) : null,
    checked: String(checked || ''),
    expanded: el.getAttribute('aria-expanded') || '',
    pointer: POINTING.test(st.cursor),
    handler: hasClickHandler(el),
    shadow: inShadow(el),
    disabled: !!(el.disabled || el.getAttribute('aria-disabled') === 'true'),
    occluded: occluded(el, r),
    clipped: clippedOut(el, r),
    editable: editable(el),
    box: boxOf(r),
    page,
    ancestor: anc,
    label_for: forIdx,
  });
});
window.__iwrCands = kept;
window.__iwrControls = kept.length;  // after the controls, the texts below (a click on a named text: "the Overview heading")
// Short texts that are no control: where a description's "at the right of 'New releases'" points.
if (mode !== 'scroll') {
  const landmarks = new Map();
  const range = document.createRange();
  for (const el of all) {
    if (landmarks.size >= TEXT_LIMIT) break;
    if (candidateSet.has(el) || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE|OPTION|SELECT|TEXTAREA)$/.test(el.tagName)) continue;
    let own = '';
    for (const k of el.childNodes) if (k.nodeType === 3) own += k.data;
    own = clip(own, 120);
    // Words, or a sign set apart as a field's add-on ("@", "$", "%"): "the field with the @ on its left".
    if (!(own.length >= 2 && /[\p{L}\p{N}]/u.test(own)) && !/^[\p{S}@#%&]{1,2}$/u.test(own)) continue;
    let inCand = false;
    for (let p = up(el), n = 0; p && n < 8; p = up(p), n++) if (candidateSet.has(p)) { inCand = true; break; }
    if (inCand) continue;
    range.selectNodeContents(el);
    const r = range.getBoundingClientRect();
    if (r.width < 2 || r.height < 2 || !visible(el)) continue;
    // The part of the page the text heads (a card under its title): "at the right of the 'Sliders' carousel".
    let scope = null;
    for (let p = up(el), n = 0; p && p !== document.body && n < 5; p = up(p), n++) {
      const pr = p.getBoundingClientRect();
      if (pr.height >= 4 * r.height && pr.width >= 1.5 * r.width) { scope = boxOf(pr); break; }  // a section, not the title's row
    }
    landmarks.set(el, {index: out.length + landmarks.size, kind: 'text', tag: el.tagName.toLowerCase(), text: clip(textOf(el), 120), box: boxOf(r), scope});
  }
  // A table is a thing a place is told by, named by what it is: "the search box above the table".
  let tables = 0;
  for (const t of document.querySelectorAll('table')) {
    const r = visible(t);
    if (!r || r.width < 100 || r.height < 40 || tables >= 8) continue;
    tables++;
    landmarks.set(t, {index: out.length + landmarks.size, kind: 'text', tag: 'table', text: 'table', box: boxOf(r), scope: null});
  }
  out.push(...landmarks.values());
  window.__iwrCands = kept.concat(Array.from(landmarks.keys()));
}
return out;
