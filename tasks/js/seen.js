// What a person sees of the page in the viewport: the text that is drawn there, and the form
// controls' states. Run in an isolated world (tasks/settle.py), so the page cannot replace
// the functions it calls. One expression: a function of the character limit.
//
// A piece of text counts when it is rendered inside the viewport, at least MIN_H px tall,
// not clipped away (overflow, clip, clip-path: hit testing says so), not covered by an
// opaque element painted above it, and its colour, after its opacity chain and whatever is
// painted above it, differs from what is behind it (contrast ratio >= MIN_CONTRAST).
// Controls: text fields' values (passwords masked), selected options' labels, checked state.
(function (maxChars) {
  const D = document;
  const VW = innerWidth, VH = innerHeight;
  const MIN_H = 5;  // px: a line of text shorter than this is not read by anyone
  const MIN_W = 2;
  const MIN_CONTRAST = 1.25;  // WCAG ratio; 1.0 is the background's own colour
  const SKIP = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SELECT', 'OPTION', 'OPTGROUP', 'DATALIST',
    'TEXTAREA', 'HEAD', 'TITLE', 'IFRAME', 'OBJECT', 'CANVAS', 'VIDEO', 'AUDIO']);
  const REPLACED = new Set(['IMG', 'VIDEO', 'CANVAS', 'IFRAME', 'EMBED', 'OBJECT', 'PICTURE']);
  const styles = new Map();
  const cs = (el) => { let s = styles.get(el); if (!s) { s = getComputedStyle(el); styles.set(el, s); } return s; };
  const up = (n) => n.parentElement || (n.parentNode && n.parentNode.host) || null;

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

  const opacities = new Map();
  const opacity = (el) => {
    if (!el) return 1;
    let o = opacities.get(el);
    if (o !== undefined) return o;
    const s = cs(el);
    o = parseFloat(s.opacity);
    if (!Number.isFinite(o)) o = 1;
    for (const m of (s.filter || '').matchAll(/opacity\(([\d.]+)(%?)\)/g)) o *= parseFloat(m[1]) / (m[2] ? 100 : 1);
    o *= opacity(up(el));
    opacities.set(el, o);
    return o;
  };

  // The canvas: the root's background, else the body's (it propagates), else white.
  const canvas = (() => {
    for (const el of [D.documentElement, D.body]) {
      if (!el) continue;
      const c = colour(cs(el).backgroundColor);
      if (c && c[3] > 0) return over(c, c[3], [255, 255, 255]);
    }
    return [255, 255, 255];
  })();

  // Paint of one element at a point: {c, a} for a plain colour, or 'opaque' for an image,
  // gradient or replaced element (its pixels are unknown: it hides what is under it).
  const paint = (el) => {
    const s = cs(el);
    const o = opacity(el);
    if (o < 0.05) return null;
    if (REPLACED.has(el.tagName) || (s.backgroundImage && s.backgroundImage !== 'none')) return o >= 0.5 ? 'opaque' : null;
    const c = colour(s.backgroundColor);
    if (!c || c[3] * o < 0.01) return null;
    return {c, a: c[3] * o};
  };

  // Text colour, or 'shown' when the glyphs are drawn by other means (stroke, shadow, a
  // background clipped to the text) and their colour cannot be compared.
  const ink = (el) => {
    const s = cs(el);
    const fill = colour(s.webkitTextFillColor || s.color) || colour(s.color);
    const shown = () => 'shown';
    if (el instanceof SVGElement) {
      const f = colour(s.fill);
      return f ? {c: f, a: f[3] * parseFloat(s.fillOpacity || '1')} : shown();
    }
    for (let e = el, i = 0; e && i < 4; e = up(e), i++) {
      const es = cs(e);
      if ((es.webkitBackgroundClip === 'text' || es.backgroundClip === 'text') && es.backgroundImage !== 'none') return shown();
    }
    if (parseFloat(s.webkitTextStrokeWidth) > 0 && (colour(s.webkitTextStrokeColor) || [0, 0, 0, 1])[3] > 0.1) return shown();
    const shadow = s.textShadow && s.textShadow !== 'none' ? colour(s.textShadow) : null;
    if (shadow && shadow[3] > 0.1) return shown();
    return fill ? {c: fill, a: fill[3]} : shown();
  };

  // The element painted for `el` at (x, y), found by hit testing: absent when clipped away
  // or hidden. Elements with pointer-events: none take part (see the sheet below).
  const boxed = (el) => { let e = el; while (e && cs(e).display === 'contents') e = up(e); return e; };

  // Text that overflows its element's box is drawn but not hit by hit testing: it counts
  // where no element between it and the first ancestor hit there clips it. Returns that
  // ancestor's place in the stack, or -1.
  const clips = (e) => {
    const s = cs(e);
    return s.overflowX !== 'visible' || s.overflowY !== 'visible' || (s.clipPath && s.clipPath !== 'none') || (s.clip && s.clip !== 'auto');
  };
  const spilled = (el, x, y, stack) => {
    if (cs(el).visibility !== 'visible') return -1;
    for (const r of el.getClientRects()) if (x >= r.left && x <= r.right && y >= r.top && y <= r.bottom) return -1;
    for (let e = el; e; e = up(e)) {
      const j = stack.indexOf(e);
      if (j >= 0) return j;
      if (clips(e)) return -1;
    }
    return -1;
  };

  // Is something of `el` (its text when `text`, else its box) seen at (x, y)?
  const seenAt = (el, x, y, text) => {
    if (x < 0 || y < 0 || x >= VW || y >= VH) return false;
    const root = el.getRootNode();
    const stack = (root.elementsFromPoint ? root : D).elementsFromPoint(x, y);
    let i = stack.indexOf(el);
    if (i < 0 && text) i = spilled(el, x, y, stack);
    if (i < 0) return false;
    const o = opacity(el);
    if (o < 0.05) return false;
    let fg, bg;
    if (text) {
      const k = ink(el);
      if (k === 'shown') fg = null;
      else fg = {c: k.c, a: k.a * o};
      if (fg && fg.a < 0.02) return false;
    }
    // What lies under the element at this point: composed from the first opaque layer up.
    const layers = [];
    let unknown = false;
    for (let j = i + (text ? 0 : 1); j < stack.length; j++) {
      const p = paint(stack[j]);
      if (!p) continue;
      if (p === 'opaque') { unknown = true; break; }
      layers.push(p);
      if (p.a >= 0.99) break;
    }
    bg = canvas;
    for (let j = layers.length - 1; j >= 0; j--) bg = over(layers[j].c, layers[j].a, bg);
    let shownC = fg ? over(fg.c, fg.a, bg) : null;
    // Whatever is painted above: an opaque layer hides it, a translucent one tints both.
    for (let j = i - 1; j >= 0; j--) {
      const e = stack[j];
      if (e.contains(el) && e !== el) continue;
      const p = paint(e);
      if (!p) continue;
      if (p === 'opaque' || p.a >= 0.97) return false;
      bg = over(p.c, p.a, bg);
      if (shownC) shownC = over(p.c, p.a, shownC);
    }
    if (!text) return true;
    if (!shownC || unknown) return true;
    return contrast(shownC, bg) >= MIN_CONTRAST;
  };

  // A rectangle is seen when some sample point of its part inside the viewport is.
  const rectSeen = (el, r, text) => {
    const left = Math.max(r.left, 0), right = Math.min(r.right, VW);
    const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, VH);
    if (r.height < MIN_H || r.width < MIN_W) return false;
    if (bottom - top < Math.min(MIN_H, r.height) || right - left < MIN_W) return false;
    if (bottom - top < r.height / 2) return false;  // a line cut in half by the viewport's edge is not read
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

  const BLOCKISH = /^(block|flex|grid|table|table-row|table-cell|table-caption|list-item|flow-root|table-row-group|table-header-group|table-footer-group)$/;
  const blockOf = (el) => {
    for (let e = el; e; e = up(e)) if (BLOCKISH.test(cs(e).display)) return e;
    return null;
  };

  // The text of one node that is seen: all of it, none of it, or, when some lines are seen
  // and some are not (a paragraph cut by the viewport's edge), the words that are.
  const nodeText = (node, el) => {
    const data = node.data;
    const rects = rectsOf(node, 0, data.length);
    if (!rects.length) return '';
    if (!rects.some((r) => r.bottom > 0 && r.right > 0 && r.top < VH && r.left < VW)) return '';
    const seen = rects.map((r) => rectSeen(el, r, true));
    if (seen.every(Boolean)) return data;
    // Word by word where only part is seen (a line cut by the viewport's edge or by a
    // clipping box); a long text none of whose lines is seen is not gone through.
    if (!seen.some(Boolean) && data.length > 2000) return '';
    const words = [];
    for (const m of data.matchAll(/\S+/g)) {
      const rs = rectsOf(node, m.index, m.index + m[0].length);
      if (rs.some((r) => rectSeen(el, r, true))) words.push(m[0]);
    }
    return words.join(' ');
  };

  const MARK = '[form controls]';
  const lines = [];
  let line = '', lineBlock = undefined, total = 0, truncated = false;
  const flush = () => {
    const t = line.replace(/\s+/g, ' ').trim();
    if (t) { lines.push(t === MARK ? '(form controls)' : t); total += t.length + 1; }
    line = '';
  };

  const sheet = new CSSStyleSheet();
  sheet.replaceSync('*, *::before, *::after { pointer-events: auto !important; }');
  const before = D.adoptedStyleSheets;
  D.adoptedStyleSheets = [...before, sheet];
  const controls = [];
  try {
    const walk = (root) => {
      const w = D.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.nodeType === 1 && SKIP.has(n.tagName) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
      });
      for (let n = w.nextNode(); n; n = w.nextNode()) {
        if (total > maxChars) { truncated = true; return; }
        if (n.nodeType === 1) {
          if (n.tagName === 'BR') { flush(); lineBlock = undefined; }
          if (n.shadowRoot) walk(n.shadowRoot);
          // A button made of an <input> shows its value as its label.
          if (n.tagName === 'INPUT' && /^(button|submit|reset)$/i.test(n.type) && n.value) {
            const r = n.getBoundingClientRect();
            if (rectSeen(n, r, true)) {
              const block = blockOf(n);
              if (block !== lineBlock) { flush(); lineBlock = block; }
              line += ' ' + n.value + ' ';
            }
          }
          continue;
        }
        if (!/\S/.test(n.data)) { if (line) line += ' '; continue; }
        const el = boxed(up(n));
        if (!el) continue;
        const text = nodeText(n, el);
        if (!text) continue;
        const block = blockOf(el);
        if (block !== lineBlock) { flush(); lineBlock = block; }
        line += text;
      }
    };
    if (D.body) walk(D.body);
    flush();

    // ---- form controls
    const TEXTUAL = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time|)$/;
    const clip = (s) => (s || '').replace(/\s+/g, ' ').trim().slice(0, 300);
    const textOf = (el, skip) => {
      // A label's words without the text of the controls inside it (a select's options).
      let out = '';
      const w = D.createTreeWalker(el, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
        acceptNode: (n) => (n.nodeType === 1 && (SKIP.has(n.tagName) || n === skip) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
      });
      for (let n = w.nextNode(); n; n = w.nextNode()) if (n.nodeType === 3) out += n.data + ' ';
      return clip(out);
    };
    const labelsOf = (el) => {
      const out = [];
      if (el.labels) for (const l of el.labels) out.push(l);
      const lb = el.getAttribute('aria-labelledby');
      if (lb) for (const id of lb.split(/\s+/)) { const t = D.getElementById(id); if (t) out.push(t); }
      return out;
    };
    const nameOf = (el) => {
      const aria = clip(el.getAttribute('aria-label'));
      if (aria) return aria;
      const ls = labelsOf(el).map((l) => textOf(l, el)).filter(Boolean);
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
        const cx = Math.min(Math.max((r.left + r.right) / 2, 0), VW - 1), cy = Math.min(Math.max((r.top + r.bottom) / 2, 0), VH - 1);
        if (r.width < 1 || r.height < 1 || r.right <= 0 || r.bottom <= 0 || r.left >= VW || r.top >= VH) continue;
        if (seenAt(e, cx, cy, false)) return true;
      }
      return false;
    };
    // A styled checkbox hides the native one and draws a box in its label: the label counts.
    const seenWithLabels = (el) => boxSeen(el) || labelsOf(el).some((l) => boxSeen(l));
    const SEL = 'input, textarea, select, [role=checkbox], [role=radio], [role=switch], [role=combobox][aria-valuetext]';
    const all = [D.querySelectorAll(SEL)];
    for (const list of all) for (const el of list) {
      if (controls.length >= 500) break;
      const tag = el.tagName;
      const type = (el.getAttribute('type') || '').toLowerCase();
      const role = (el.getAttribute('role') || '').toLowerCase();
      if (tag === 'INPUT' && (type === 'hidden' || type === 'button' || type === 'submit' || type === 'reset' || type === 'image' || type === 'file' || type === 'range' || type === 'color')) continue;
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
    D.adoptedStyleSheets = before;
  }
  let text = lines.join('\n');
  if (text.length > maxChars) { text = text.slice(0, maxChars); truncated = true; }
  return {text, controls, truncated};
})
