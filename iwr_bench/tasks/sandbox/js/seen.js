// What a person sees of the page in the viewport: the text that is drawn there, and the form
// controls' states. Run in an isolated world (tasks/sandbox/settle.py), so the page cannot replace
// the functions it calls. One expression: a function of the character limit.
//
// A piece of text counts when it is rendered inside the viewport, at least MIN_H px tall,
// not clipped away (overflow, clip, clip-path), not covered by an opaque element painted
// above it, and its colour, after its opacity chain and whatever is painted above it,
// differs from what is behind it (contrast ratio >= MIN_CONTRAST). Hit testing
// (elementsFromPoint) decides clipping and covering. It is skipped, and only geometry and
// styles decide, in an inline run with more than HIT_LIMIT elements (one hit test there took
// Chromium over ten seconds) and once the script has run BUDGET_MS.
// Controls: text fields' values (passwords masked), selected options' labels, checked state.
(function (maxChars) {
  const D = document;
  const VW = innerWidth, VH = innerHeight;
  const MIN_H = 5;  // px: a line of text shorter than this is not read by anyone
  const MIN_W = 2;
  const MIN_CONTRAST = 1.25;  // WCAG ratio; 1.0 is the background's own colour
  const HIT_LIMIT = 1500;
  const BUDGET_MS = 1500;
  const T0 = performance.now();
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'OPTION', 'OPTGROUP', 'DATALIST',
    'TEXTAREA', 'HEAD', 'TITLE', 'IFRAME', 'OBJECT', 'CANVAS', 'VIDEO', 'AUDIO']);
  const REPLACED = new Set(['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'EMBED', 'OBJECT', 'PICTURE']);
  const styles = new Map();
  const cs = (el) => { let s = styles.get(el); if (!s) { s = getComputedStyle(el); styles.set(el, s); } return s; };
  const up = (n) => n.parentElement || (n.parentNode && n.parentNode.host) || null;
  const memo = (f) => { const m = new Map(); return (el) => { if (!m.has(el)) m.set(el, f(el)); return m.get(el); }; };

  const colour = (text) => {
    const m = /rgba?\(([^)]+)\)/.exec(text || '');
    if (!m) return text === 'transparent' || !text ? [0, 0, 0, 0] : null;  // null: not a plain colour
    const p = m[1].split(/[\s,/]+/).filter(Boolean).map(parseFloat);
    return [p[0], p[1], p[2], p.length > 3 ? p[3] : 1];
  };
  const over = (top, a, under) => [0, 1, 2].map((i) => top[i] * a + under[i] * (1 - a));
  const lum = (c) => {
    const f = (v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * f(c[0]) + 0.7152 * f(c[1]) + 0.0722 * f(c[2]);
  };
  const contrast = (a, b) => { const x = lum(a), y = lum(b); return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05); };

  const opacity = memo((el) => {
    if (!el) return 1;
    const s = cs(el);
    let o = parseFloat(s.opacity);
    if (!Number.isFinite(o)) o = 1;
    for (const m of (s.filter || '').matchAll(/opacity\(([\d.]+)(%?)\)/g)) o *= parseFloat(m[1]) / (m[2] ? 100 : 1);
    return o * opacity(up(el));
  });
  const skipped = memo((el) => !!el && (SKIP.has(el.tagName) || skipped(up(el))));

  // The canvas: the root's background, else the body's (it propagates), else white.
  const canvas = (() => {
    for (const el of [D.documentElement, D.body]) {
      if (!el) continue;
      const c = colour(cs(el).backgroundColor);
      if (c && c[3] > 0) return over(c, c[3], [255, 255, 255]);
    }
    return [255, 255, 255];
  })();

  // Paint of one element: {c, a} for a plain colour, 'opaque' for an image, gradient or
  // replaced element (its pixels are unknown: it hides what is under it), null for nothing.
  const paint = memo((el) => {
    const s = cs(el);
    const o = opacity(el);
    if (o < 0.05) return null;
    if (REPLACED.has(el.tagName) || (s.backgroundImage && s.backgroundImage !== 'none')) return o >= 0.5 ? 'opaque' : null;
    const c = colour(s.backgroundColor);
    if (!c || c[3] * o < 0.01) return null;
    return {c, a: c[3] * o};
  });

  // Text colour {c, a}, or 'shown' when the glyphs are drawn by other means (stroke, shadow,
  // a background clipped to the text) and their colour cannot be compared.
  const ink = memo((el) => {
    const s = cs(el);
    if (el instanceof SVGElement) {
      const f = colour(s.fill);
      return f ? {c: f, a: f[3] * parseFloat(s.fillOpacity || '1')} : 'shown';
    }
    for (let e = el, i = 0; e && i < 4; e = up(e), i++) {
      const es = cs(e);
      if ((es.webkitBackgroundClip === 'text' || es.backgroundClip === 'text') && es.backgroundImage !== 'none') return 'shown';
    }
    if (parseFloat(s.webkitTextStrokeWidth) > 0 && (colour(s.webkitTextStrokeColor) || [0, 0, 0, 1])[3] > 0.1) return 'shown';
    const shadow = s.textShadow && s.textShadow !== 'none' ? colour(s.textShadow) : null;
    if (shadow && shadow[3] > 0.1) return 'shown';
    const fill = colour(s.webkitTextFillColor || s.color) || colour(s.color);
    return fill ? {c: fill, a: fill[3]} : 'shown';
  });

  const boxed = (el) => { let e = el; while (e && cs(e).display === 'contents') e = up(e); return e; };
  const BLOCKISH = /^(block|flex|grid|table|table-row|table-cell|table-caption|list-item|flow-root|table-row-group|table-header-group|table-footer-group)$/;
  const blockOf = memo((el) => (!el ? null : BLOCKISH.test(cs(el).display) ? el : blockOf(up(el))));
  // Hit testing is safe where the inline run around the text is small.
  const hittable = memo((block) => !block || block.getElementsByTagName('*').length <= HIT_LIMIT);
  const inTime = () => performance.now() - T0 < BUDGET_MS;

  const clipsOverflow = (s) => s.overflowX !== 'visible' || s.overflowY !== 'visible';
  const clipped = (s) => (s.clipPath && s.clipPath !== 'none') || (s.clip && s.clip !== 'auto');

  // Text colour over what is under it, and whether that reads (contrast). `under` is the
  // list of elements below the text's own, nearest first.
  const readable = (el, under, above) => {
    const k = ink(el);
    const o = opacity(el);
    const fg = k === 'shown' ? null : {c: k.c, a: k.a * o};
    if (fg && fg.a < 0.02) return false;
    const layers = [];
    for (const e of under) {
      const p = paint(e);
      if (!p) continue;
      if (p === 'opaque') return true;  // over an image: its colours are unknown
      layers.push(p);
      if (p.a >= 0.99) break;
    }
    let bg = canvas;
    for (let j = layers.length - 1; j >= 0; j--) bg = over(layers[j].c, layers[j].a, bg);
    let shown = fg ? over(fg.c, fg.a, bg) : null;
    for (const p of above) {  // translucent layers painted above tint text and background alike
      bg = over(p.c, p.a, bg);
      if (shown) shown = over(p.c, p.a, shown);
    }
    return !shown || contrast(shown, bg) >= MIN_CONTRAST;
  };

  // Without hit testing: visible, not clipped away by an ancestor, readable over its ancestors.
  const geoSeen = (el, x, y, text) => {
    if (cs(el).visibility !== 'visible' || opacity(el) < 0.05) return false;
    const chain = [];
    for (let e = el; e; e = up(e)) {
      const s = cs(e);
      if (clipped(s)) return false;
      if (clipsOverflow(s)) {  // an element clips its own content too
        const r = e.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return false;
      }
      chain.push(e);
    }
    return !text || readable(el, chain, []);
  };

  // Text that overflows its element's box is drawn but not hit: it counts where no element
  // between it and the first ancestor hit there clips it. That ancestor's place, or -1.
  const spilled = (el, x, y, stack) => {
    if (cs(el).visibility !== 'visible') return -1;
    for (const r of el.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return -1;
    for (let e = el; e; e = up(e)) {
      const j = stack.indexOf(e);
      if (j >= 0) return j;
      const s = cs(e);
      if (clipsOverflow(s) || clipped(s)) return -1;
    }
    return -1;
  };

  // Is something of `el` (its text when `text`, else its box) seen at (x, y)?
  // Hit testing passes through inert subtrees (and so through an inert element's own text).
  const inert = memo((el) => !!el && (!!el.inert || inert(up(el))));
  const seenAt = (el, x, y, text) => {
    if (x < 0 || y < 0 || x >= VW || y >= VH) return false;
    if (!hittable(blockOf(el)) || !inTime() || inert(el)) return geoSeen(el, x, y, text);
    const root = el.getRootNode();
    const stack = (root.elementsFromPoint ? root : D).elementsFromPoint(x, y);
    let i = stack.indexOf(el);
    if (i < 0 && text) i = spilled(el, x, y, stack);
    if (i < 0 || opacity(el) < 0.05) return false;
    const above = [];
    for (let j = i - 1; j >= 0; j--) {  // nearest first
      const e = stack[j];
      if (e !== el && e.contains(el)) continue;
      const p = paint(e);
      if (!p) continue;
      if (p === 'opaque' || p.a >= 0.97) return false;  // covered
      above.push(p);
    }
    if (!text) return true;
    return readable(el, stack.slice(i), above);
  };

  // A rectangle is seen when some sample point of its part inside the viewport is.
  const rectSeen = (el, r, text) => {
    const left = Math.max(r.left, 0), right = Math.min(r.right, VW);
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, VH);
    if (r.height < MIN_H || r.width < MIN_W) return false;
    if (right - left < MIN_W || bottom - top < r.height / 2) return false;  // half a line is not read
    const y = (top + bottom) / 2;
    const w = right - left;
    for (const f of [0.5, 0.2, 0.8]) {
      if (seenAt(el, left + w * f, y, text)) return true;
    }
    return false;
  };

  const range = D.createRange();
  const rectsOf = (node, start, end) => {
    range.setStart(node, start);
    range.setEnd(node, end);
    return Array.from(range.getClientRects());
  };
  const onScreen = (r) => r.bottom > 0 && r.right > 0 && r.top < VH && r.left < VW;

  // The text of one node that is seen: all of it, none of it, or, when only part is (a
  // paragraph cut by the viewport's edge or by a clipping box), the words that are.
  const nodeText = (node, el) => {
    const data = node.data;
    const rects = rectsOf(node, 0, data.length);
    if (!rects.some(onScreen)) return '';
    const seen = rects.map((r) => rectSeen(el, r, true));
    if (seen.every(Boolean)) return data;
    if ((!seen.some(Boolean) && data.length > 2000) || !inTime()) return seen.some(Boolean) ? data : '';
    const words = [];
    for (const m of data.matchAll(/\S+/g)) {
      const rs = rectsOf(node, m.index, m.index + m[0].length);
      if (rs.some((r) => onScreen(r) && rectSeen(el, r, true))) words.push(m[0]);
    }
    return words.join(' ');
  };

  // Elements with pointer-events: none are skipped by hit testing, so an overlay made so would
  // hide text unnoticed. The rules that set it are overridden while the page is read (an
  // adopted sheet: no DOM mutation the page could observe). No such rule: no override.
  const noPointerSelectors = () => {
    const out = [];
    const visit = (rules) => {
      for (const r of rules) {
        if (r.style && r.selectorText && /none/i.test(r.style.pointerEvents || '')) out.push(r.selectorText);
        if (r.cssRules) visit(r.cssRules);
      }
    };
    for (const sheet of [...D.styleSheets, ...D.adoptedStyleSheets]) {
      try { visit(sheet.cssRules); } catch (e) { /* unreadable sheet */ }
    }
    if (D.querySelector('[style*="pointer-events" i], [pointer-events]')) out.push('[style*="pointer-events" i]', '[pointer-events]');
    return out;
  };
  const overrides = noPointerSelectors();
  // A copy: the property is a live array, so keeping it would keep the override once it is added.
  const before = [...D.adoptedStyleSheets];
  if (overrides.length) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(overrides.map((s) => `${s} { pointer-events: auto !important; }`).join('\n'));
    D.adoptedStyleSheets = [...before, sheet];
  }

  const inlineSibling = (x) => !!x && (x.nodeType === 3 || (x.nodeType === 1 && !BLOCKISH.test(cs(x).display)));
  // A space piece for a whitespace-only text node drawn between two inline neighbours (or holding
  // a no-break space, which never collapses), or null.
  const spaceBetween = (n) => {
    const nbsp = n.data.includes('\u00a0');
    if (!nbsp && (!inlineSibling(n.previousSibling) || !inlineSibling(n.nextSibling))) return null;
    if (!inTime()) return null;
    const parent = up(n);
    if (!parent || skipped(parent)) return null;
    const el = boxed(parent);
    if (!el) return null;
    const rs = rectsOf(n, 0, n.data.length).filter((r) => r.width > 0 && onScreen(r));
    if (!rs.length) return null;
    return {node: n, text: ' ', block: blockOf(el), first: rs[0], last: rs[rs.length - 1], em: parseFloat(cs(el).fontSize) || 16};
  };

  const MARK = '[form controls]';
  const pieces = [];  // {node, text, block}, in document order

  // Where a piece for element `el` goes: before every piece that follows it (its own text included),
  // or with `after`, after its own text.
  const placeOf = (el, after) => {
    let at = pieces.length;
    while (at > 0) {
      const q = pieces[at - 1].node;
      const follows = q !== el && (el.compareDocumentPosition(q) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (!follows || (after && el.contains(q))) break;
      at--;
    }
    return at;
  };
  const shown = (el) => {
    const r = el.getBoundingClientRect();
    return onScreen(r) && r.width >= MIN_W && cs(el).visibility === 'visible' && opacity(el) >= 0.05 && !skipped(up(el)) ? r : null;
  };
  const add = (el, text, after, block) => {
    const r = shown(el);
    if (!r || !/\S/.test(text || '')) return;
    pieces.splice(placeOf(el, after), 0, {node: el, text: ' ' + text + ' ', block: block || blockOf(boxed(el) || el), first: r, last: r, em: 16});
    total += text.length;
  };
  // Generated content (::before, ::after) of the elements a style sheet gives it: its strings and attr().
  const generated = (el, which) => {
    const c = getComputedStyle(el, which).content || '';
    if (!c || c === 'none' || c === 'normal') return '';
    let out = '';
    for (const m of c.matchAll(/"((?:[^"\\]|\\.)*)"|attr\(\s*([\w-]+)\s*\)/g)) out += m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (el.getAttribute(m[2]) || '');
    return out;
  };
  const pseudoRules = () => {
    const out = [];
    const visit = (rules) => {
      for (const r of rules) {
        if (r.selectorText && /::?(before|after)/i.test(r.selectorText) && r.style && r.style.content && !/^(none|normal|""|'')$/.test(r.style.content)) {
          for (const part of r.selectorText.split(',')) {
            const m = /^(.*?)::?(before|after)\s*$/i.exec(part.trim());
            if (m) out.push([m[1].trim() || '*', '::' + m[2].toLowerCase()]);
          }
        }
        if (r.cssRules) visit(r.cssRules);
      }
    };
    for (const sheet of D.styleSheets) {
      try { visit(sheet.cssRules); } catch (e) { /* unreadable sheet */ }
    }
    return out;
  };
  // Text drawn where the document has no text node: generated content, a button made of an <input>,
  // a broken image's alt text, and what a same-origin frame shows. Each goes where its element is.
  const drawnElsewhere = () => {
    for (const [sel, which] of pseudoRules().slice(0, 50)) {
      let els = [];
      try { els = Array.from(D.querySelectorAll(sel)).slice(0, 200); } catch (e) { continue; }
      for (const el of els) if (inTime()) add(el, generated(el, which), which === '::after');
    }
    for (const n of D.querySelectorAll('input[type=button i], input[type=submit i], input[type=reset i]')) {
      const r = n.value ? n.getBoundingClientRect() : null;
      if (r && onScreen(r) && rectSeen(n, r, true)) add(n, n.value, false);
    }
    for (const img of D.images) if (img.complete && img.naturalWidth === 0 && img.alt) add(img, img.alt, false);
    for (const f of D.querySelectorAll('iframe')) {
      let doc = null;
      try { doc = f.contentDocument; } catch (e) { /* another origin */ }
      const text = doc && doc.body ? String(doc.body.innerText || '').slice(0, 2000) : '';
      const lines = text.split('\n').map((t) => t.trim()).filter(Boolean);
      for (const t of lines) add(f, t, false, {});  // {}: each line of the frame a line of its own
    }
  };
  let total = 0, truncated = false;
  const controls = [];
  try {
    const roots = [D.body];
    // Open shadow roots (nested ones too) are read after the document, where the page is small
    // enough to look for them.
    if (D.body && D.getElementsByTagName('*').length <= 5000) {
      const scan = (root) => { for (const e of root.querySelectorAll('*')) if (e.shadowRoot) { roots.push(e.shadowRoot); scan(e.shadowRoot); } };
      scan(D.body);
    }
    for (const root of roots) {
      if (root === roots[1]) drawnElsewhere();  // the document's own text is all in: add what it draws without text nodes
      if (!root) continue;
      const w = D.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        if (total > maxChars) { truncated = true; break; }
        if (!/\S/.test(n.data)) {
          // Whitespace between inline elements (`Add<span>ed</span> <b>to</b> cart`) is drawn as a
          // space between words; between blocks it collapses to nothing (no box).
          const sp = spaceBetween(n);
          if (sp) { pieces.push(sp); total += 1; }
          continue;
        }
        const parent = up(n);
        if (!parent || skipped(parent)) continue;
        const el = boxed(parent);
        if (!el) continue;
        const text = nodeText(n, el);
        if (!text) continue;
        const rs = Array.from(n.parentNode ? rectsOf(n, 0, n.data.length) : []).filter((r) => r.width > 0);
        pieces.push({node: n, text, block: blockOf(el), first: rs[0], last: rs[rs.length - 1], em: parseFloat(cs(el).fontSize) || 16});
        total += text.length;
      }
    }
    if (roots.length === 1) drawnElsewhere();

    // ---- form controls
    const TEXTUAL = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/;
    const clip = (s) => (s || '').replace(/\s+/g, ' ').trim().slice(0, 300);
    const textOf = (el, skip) => {
      // A label's words without the text of the controls inside it (a select's options).
      let out = '';
      const w = D.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        const p = up(n);
        if (p && !skipped(p) && !(skip && skip.contains(n))) out += n.data + ' ';
      }
      return clip(out);
    };
    const labelsOf = (el, beside) => {
      const out = [];
      if (el.labels) for (const l of el.labels) out.push(l);
      const lb = el.getAttribute('aria-labelledby');
      if (lb) for (const id of lb.split(/\s+/)) { const t = D.getElementById(id); if (t) out.push(t); }
      if (!out.length && beside) {
        // A <label> that labels nothing, just before the field in its parent (a form group's
        // "City" over its input, with no for=): what a person reads as the field's name.
        let s = el.previousElementSibling;
        while (s && !s.matches('label, input, select, textarea, button')) s = s.previousElementSibling;
        if (s && s.tagName === 'LABEL' && !s.control) out.push(s);
      }
      return out;
    };
    const nameOf = (el) => {
      const aria = clip(el.getAttribute('aria-label'));
      if (aria) return aria;
      const ls = labelsOf(el, true).map((l) => textOf(l, el)).filter(Boolean);
      if (ls.length) return clip(ls.join(' '));
      if (el.getAttribute('role')) {
        const own = textOf(el);
        if (own) return own;
      }
      return clip(el.getAttribute('title') || el.getAttribute('placeholder') || el.getAttribute('name') || '');
    };
    const boxSeen = (el) => {
      const e = boxed(el);
      if (!e) return false;
      for (const r of e.getClientRects()) {
        if (r.width < 1 || r.height < 1 || !onScreen(r)) continue;
        const cx = Math.min(Math.max((r.left + r.right) / 2, 0), VW - 1), cy = Math.min(Math.max((r.top + r.bottom) / 2, 0), VH - 1);
        if (seenAt(e, cx, cy, false)) return true;
      }
      return false;
    };
    // A styled checkbox hides the native one and draws a box in its label: the label counts.
    const seenWithLabels = (el) => boxSeen(el) || labelsOf(el).some((l) => boxSeen(l));
    const SEL = 'input, textarea, select, [role=checkbox], [role=radio], [role=switch]';
    for (const el of D.querySelectorAll(SEL)) {
      if (controls.length >= 500) break;
      const tag = el.tagName;
      const type = (el.getAttribute('type') || '').toLowerCase();
      const role = (el.getAttribute('role') || '').toLowerCase();
      if (tag === 'INPUT' && (type === 'checkbox' || type === 'radio')) {
        if (!seenWithLabels(el)) continue;
        controls.push({kind: type, label: nameOf(el), checked: el.indeterminate ? 'mixed' : (el.checked ? 'checked' : 'unchecked')});
      } else if (role === 'checkbox' || role === 'radio' || role === 'switch') {
        if (!seenWithLabels(el)) continue;
        const v = (el.getAttribute('aria-checked') || '').toLowerCase();
        controls.push({kind: role, label: nameOf(el), checked: v === 'true' ? 'checked' : v === 'mixed' ? 'mixed' : 'unchecked'});
      } else if (tag === 'SELECT') {
        if (!boxSeen(el)) continue;
        const chosen = Array.from(el.selectedOptions || []).map((o) => clip(o.label || o.text));
        const kind = el.multiple || el.size > 1 ? 'listbox' : 'combobox';
        if (!chosen.length) controls.push({kind, label: nameOf(el), value: ''});
        for (const v of chosen) controls.push({kind, label: nameOf(el), value: v});
      } else if (tag === 'TEXTAREA' || (tag === 'INPUT' && TEXTUAL.test(type))) {
        if (!boxSeen(el)) continue;
        let v = String(el.value || '');
        if (type === 'password') v = '\u2022'.repeat(v.length);
        const label = nameOf(el);
        const ph = clip(el.getAttribute('placeholder'));
        controls.push(v ? {kind: 'textbox', label, value: clip(v)} : {kind: 'textbox', label, value: '', placeholder: ph});
      }
    }
  } finally {
    if (overrides.length) D.adoptedStyleSheets = before;
  }

  // Lines: a new one where the block changes or a <br> comes between.
  const lines = [];
  let line = '', lineBlock;
  const flush = () => {
    const t = line.replace(/\s+/g, ' ').trim();
    if (t) lines.push(t === MARK ? '(form controls)' : t);
    line = '';
  };
  const brBefore = (n) => {
    let p = n;
    while (p && !p.previousSibling && p.parentNode && p.parentNode.nodeType === 1 && !BLOCKISH.test(cs(p.parentNode).display)) p = p.parentNode;
    return !!(p && p.previousSibling && p.previousSibling.nodeName === 'BR');
  };
  // Two pieces on one line with a gap wider than a space between them read as two words.
  const apart = (a, b) => a && b && a.last && b.first && Math.abs(a.last.top - b.first.top) < Math.max(a.last.height, 1)
    && b.first.left - a.last.right > 0.45 * Math.min(a.em, b.em) && !/\s$/.test(a.text) && !/^\s/.test(b.text);
  let prev = null;
  for (const p of pieces) {
    if (p.block !== lineBlock || brBefore(p.node)) { flush(); lineBlock = p.block; }
    else if (apart(prev, p)) line += ' ';
    line += p.text;
    prev = p;
  }
  flush();
  let text = lines.join('\n');
  if (text.length > maxChars) { text = text.slice(0, maxChars); truncated = true; }
  return {text, controls, truncated, ms: Math.round(performance.now() - T0)};
})
