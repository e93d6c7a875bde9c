// iwr reference prelude: the original site built these asset paths at run time (in a script,
// from data); the task serves them under anonymized names. Every way a page asks for a URL
// by path is routed through the map below, so the reference page, served with only
// index.html and assets/, shows what the original showed. Authoring writes this script as
// the first thing in <head> only for sites that need it.
(() => {
  const MAP = __IWR_ASSET_MAP__;
  const mapPath = (url) => {
    if (typeof url !== 'string' && !(url instanceof URL)) return url;
    let u;
    try { u = new URL(String(url), document.baseURI); } catch (e) { return url; }
    if (u.origin !== location.origin) return url;
    let path;
    try { path = decodeURIComponent(u.pathname).replace(/^\/+/, ''); } catch (e) { return url; }
    const to = MAP[path];
    return to === undefined ? url : '/' + to;
  };
  // The same paths inside text (HTML, CSS): quoted, in url(), after = or a space.
  const keys = Object.keys(MAP).sort((a, b) => b.length - a.length);
  const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const forms = [];
  for (const k of keys) { forms.push(k); const enc = encodeURI(k); if (enc !== k) forms.push(enc); }
  const pattern = forms.length ? new RegExp('(["\'(=,\\s`])((?:\\./|/)?)(' + forms.map(esc).join('|') + ')(?=["\'`)\\s,?#]|$)', 'g') : null;
  const mapText = (text) => {
    if (!pattern || typeof text !== 'string') return text;
    return text.replace(pattern, (m, pre, lead, path) => {
      let key = path;
      try { key = decodeURI(path); } catch (e) { /* keep */ }
      return MAP[key] === undefined ? m : pre + MAP[key];
    });
  };
  const mapSrcset = (v) => typeof v !== 'string' ? v : v.split(',').map((part) => {
    const bits = part.trim().split(/\s+/);
    if (bits[0]) bits[0] = mapPath(bits[0]);
    return bits.join(' ');
  }).join(', ');

  const wrapSetter = (proto, prop, fn) => {
    const d = proto && Object.getOwnPropertyDescriptor(proto, prop);
    if (!d || !d.set) return;
    Object.defineProperty(proto, prop, {...d, set(v) { d.set.call(this, fn(v)); }});
  };
  for (const [cls, props] of [
    [window.HTMLImageElement, ['src']], [window.HTMLSourceElement, ['src']], [window.HTMLMediaElement, ['src']],
    [window.HTMLVideoElement, ['poster']], [window.HTMLLinkElement, ['href']], [window.HTMLObjectElement, ['data']],
    [window.HTMLInputElement, ['src']], [window.HTMLEmbedElement, ['src']], [window.HTMLTrackElement, ['src']],
  ]) for (const p of props) if (cls) wrapSetter(cls.prototype, p, mapPath);
  for (const cls of [window.HTMLImageElement, window.HTMLSourceElement]) if (cls) wrapSetter(cls.prototype, 'srcset', mapSrcset);

  const URL_ATTRS = new Set(['src', 'href', 'poster', 'data', 'xlink:href']);
  const mapAttr = (name, value) => {
    const n = String(name).toLowerCase();
    if (URL_ATTRS.has(n)) return mapPath(value);
    if (n === 'srcset' || n === 'imagesrcset') return mapSrcset(value);
    if (n === 'style') return mapText(' ' + value).slice(1);
    return value;
  };
  const setAttribute = Element.prototype.setAttribute;
  Element.prototype.setAttribute = function (name, value) { return setAttribute.call(this, name, mapAttr(name, value)); };
  const setAttributeNS = Element.prototype.setAttributeNS;
  Element.prototype.setAttributeNS = function (ns, name, value) { return setAttributeNS.call(this, ns, name, mapAttr(name, value)); };

  // CSS set from script: one property, the whole declaration, or a rule.
  const css = (v) => typeof v === 'string' ? mapText(' ' + v).slice(1) : v;
  const decl = CSSStyleDeclaration.prototype;
  const setProperty = decl.setProperty;
  decl.setProperty = function (name, value, prio) { return setProperty.call(this, name, css(value), prio); };
  wrapSetter(decl, 'cssText', css);
  // Chromium answers el.style.backgroundImage = ... by a named-property interceptor, not a
  // setter on the prototype: an element's style object is handed out behind a proxy.
  const proxies = new WeakMap();
  const styled = (d) => {
    if (!d) return d;
    let p = proxies.get(d);
    if (!p) {
      p = new Proxy(d, {
        get(t, k) { const v = Reflect.get(t, k, t); return typeof v === 'function' ? v.bind(t) : v; },
        set(t, k, v) { return Reflect.set(t, k, typeof k === 'string' ? css(v) : v, t); },
      });
      proxies.set(d, p);
    }
    return p;
  };
  for (const proto of [HTMLElement.prototype, SVGElement.prototype]) {
    const d = Object.getOwnPropertyDescriptor(proto, 'style');
    if (d && d.get) Object.defineProperty(proto, 'style', {...d, get() { return styled(d.get.call(this)); }, set(v) { d.set.call(this, css(v)); }});
  }
  const sheet = CSSStyleSheet.prototype;
  for (const m of ['insertRule', 'replace', 'replaceSync']) {
    const f = sheet[m];
    if (f) sheet[m] = function (text, ...rest) { return f.call(this, css(text), ...rest); };
  }

  // HTML and style text written from script.
  for (const p of ['innerHTML', 'outerHTML']) wrapSetter(Element.prototype, p, mapText);
  const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
  Object.defineProperty(Node.prototype, 'textContent', {...textContent, set(v) {
    textContent.set.call(this, this instanceof HTMLStyleElement ? mapText(v) : v);
  }});
  const insertAdjacentHTML = Element.prototype.insertAdjacentHTML;
  Element.prototype.insertAdjacentHTML = function (where, html) { return insertAdjacentHTML.call(this, where, mapText(html)); };
  const write = Document.prototype.write, writeln = Document.prototype.writeln;
  Document.prototype.write = function (...a) { return write.apply(this, a.map(mapText)); };
  Document.prototype.writeln = function (...a) { return writeln.apply(this, a.map(mapText)); };
  const fragment = Range.prototype.createContextualFragment;
  Range.prototype.createContextualFragment = function (html) { return fragment.call(this, mapText(html)); };
  const parse = DOMParser.prototype.parseFromString;
  DOMParser.prototype.parseFromString = function (text, type) { return parse.call(this, mapText(text), type); };

  // Requests from script, and media made with a URL.
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    if (input instanceof Request) {
      const to = mapPath(input.url);
      return fetch.call(this, to === input.url ? input : new Request(to, input), init);
    }
    return fetch.call(this, mapPath(input), init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) { return open.call(this, method, mapPath(url), ...rest); };
  const Audio0 = window.Audio;
  if (Audio0) {
    const Audio = function (src) { return src === undefined ? new Audio0() : new Audio0(mapPath(src)); };
    Audio.prototype = Audio0.prototype;
    window.Audio = Audio;
  }
})();
