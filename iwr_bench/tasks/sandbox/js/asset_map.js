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

  // HTML and style text written from script, into the document or a shadow root.
  for (const p of ['innerHTML', 'outerHTML']) wrapSetter(Element.prototype, p, mapText);
  if (window.ShadowRoot) wrapSetter(ShadowRoot.prototype, 'innerHTML', mapText);
  for (const proto of [Element.prototype, window.ShadowRoot && ShadowRoot.prototype]) {
    const f = proto && proto.setHTMLUnsafe;
    if (f) proto.setHTMLUnsafe = function (html, ...rest) { return f.call(this, mapText(html), ...rest); };
  }
  const textContent = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
  const inStyle = (node) => node && (node instanceof HTMLStyleElement || (node.nodeType === 3 && node.parentNode instanceof HTMLStyleElement));
  Object.defineProperty(Node.prototype, 'textContent', {...textContent, set(v) {
    textContent.set.call(this, inStyle(this) ? mapText(v) : v);
  }});
  // Text put into a <style> element node by node (createTextNode + appendChild, append, data).
  const styleText = (parent, nodes) => {
    if (!(parent instanceof HTMLStyleElement)) return nodes;
    return nodes.map((n) => typeof n === 'string' ? mapText(n) : (n && n.nodeType === 3 ? (n.data = mapText(n.data), n) : n));
  };
  for (const m of ['appendChild', 'insertBefore', 'replaceChild']) {
    const f = Node.prototype[m];
    Node.prototype[m] = function (node, ...rest) { return f.call(this, ...styleText(this, [node]), ...rest); };
  }
  for (const m of ['append', 'prepend', 'replaceChildren']) {
    const f = Element.prototype[m];
    if (f) Element.prototype[m] = function (...nodes) { return f.apply(this, styleText(this, nodes)); };
  }
  for (const p of ['data', 'nodeValue']) {
    const d = Object.getOwnPropertyDescriptor(p === 'data' ? CharacterData.prototype : Node.prototype, p);
    if (d && d.set) Object.defineProperty(p === 'data' ? CharacterData.prototype : Node.prototype, p, {...d, set(v) { d.set.call(this, inStyle(this) ? mapText(v) : v); }});
  }
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
  // Workers: a worker script the site loads by path runs from its source, kept here, with the
  // same map inside it (its own fetch, XMLHttpRequest and importScripts resolve as they did
  // from the worker's original address).
  const WORKERS = __IWR_WORKERS__;
  const inWorker = (map, workers, base) => {
    const route = (url) => {
      let u;
      try { u = new URL(String(url), base); } catch (e) { return url; }
      if (u.origin !== self.location.origin) return url;
      let path;
      try { path = decodeURIComponent(u.pathname).replace(/^\/+/, ''); } catch (e) { return u.href; }
      if (workers[path] !== undefined) return URL.createObjectURL(new Blob([workers[path]], {type: 'text/javascript'}));
      return map[path] === undefined ? u.href : self.location.origin + '/' + map[path];
    };
    const f = self.fetch;
    if (f) self.fetch = function (input, init) { return f.call(this, input instanceof Request ? input : route(input), init); };
    const o = self.XMLHttpRequest && XMLHttpRequest.prototype.open;
    if (o) XMLHttpRequest.prototype.open = function (m, url, ...rest) { return o.call(this, m, route(url), ...rest); };
    const i = self.importScripts;
    if (i) self.importScripts = function (...urls) { return i.apply(this, urls.map(route)); };
  };
  for (const name of ['Worker', 'SharedWorker']) {
    const W = window[name];
    if (!W) continue;
    const Wrapped = function (url, options) {
      let u = null;
      try { u = new URL(String(url), document.baseURI); } catch (e) { /* keep */ }
      const path = u && u.origin === location.origin ? decodeURIComponent(u.pathname).replace(/^\/+/, '') : null;
      if (path !== null && WORKERS[path] !== undefined) {
        const head = `(${inWorker})(${JSON.stringify(MAP)}, ${JSON.stringify(WORKERS)}, ${JSON.stringify(u.href)});\n`;
        url = URL.createObjectURL(new Blob([head + WORKERS[path]], {type: 'text/javascript'}));
      } else {
        url = mapPath(url);
      }
      return new W(url, options);
    };
    Wrapped.prototype = W.prototype;
    window[name] = Wrapped;
  }
  const Audio0 = window.Audio;
  if (Audio0) {
    const Audio = function (src) { return src === undefined ? new Audio0() : new Audio0(mapPath(src)); };
    Audio.prototype = Audio0.prototype;
    window.Audio = Audio;
  }
})();
