// Installed before any page script runs (CDP Page.addScriptToEvaluateOnNewDocument).
// It gives the judge: activity tracking for the quiet wait, dialogs and window.open
// dismissed and recorded, and a count of delivered key events for Press.
(() => {
  if (window.__iwr) return;
  const MAX_POPUPS = 20;  // past this, the override throws so that `while (true) alert()` ends
  const S = {
    doc: Math.random().toString(36).slice(2),
    lastActivity: performance.now(),
    pending: 0,
    dialogs: [],
    nDialogs: 0,
    keys: 0,
    frames: 0,
  };
  Object.defineProperty(window, '__iwr', {value: S, enumerable: false});
  const bump = () => { S.lastActivity = performance.now(); };
  new MutationObserver(bump).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});

  const origFetch = window.fetch;
  window.fetch = function (...args) {
    S.pending++; bump();
    let p;
    try { p = origFetch.apply(this, args); } catch (e) { S.pending--; throw e; }
    return p.finally(() => { S.pending--; bump(); });
  };
  const origSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    S.pending++; bump();
    this.addEventListener('loadend', () => { S.pending--; bump(); }, {once: true});
    return origSend.apply(this, args);
  };

  // The judge reads the top document's list: a frame's dialogs and windows go there (directly
  // when same-origin, by message from an opaque-origin sandboxed frame).
  const push = (state, line) => {
    state.nDialogs++;
    if (state.dialogs.length < 200) state.dialogs.push(line);
  };
  const record = (kind, msg) => {
    const line = kind + ': ' + String(msg === undefined ? '' : msg).slice(0, 200);
    let sink = S;
    if (window.top !== window) {
      try { sink = window.top.__iwr || S; } catch (e) {
        try { window.top.postMessage({__iwrDialog: line}, '*'); } catch (e2) { /* detached */ }
      }
    }
    if (sink !== S) S.nDialogs++;
    push(sink, line);
    if (S.nDialogs > MAX_POPUPS) throw new Error('iwr judge: too many dialogs or windows');
  };
  if (window.top === window) {
    window.addEventListener('message', (e) => {
      const d = e.data;
      if (e.source !== window && d && typeof d.__iwrDialog === 'string') push(S, d.__iwrDialog.slice(0, 220));
    }, true);
  }
  window.alert = (m) => { record('alert', m); };
  window.confirm = (m) => { record('confirm', m); return false; };
  window.prompt = (m) => { record('prompt', m); return null; };
  window.print = () => { record('print', ''); };
  window.open = (u) => { record('window.open', u); return null; };

  // A new tab would run the page's code without this script (and can wedge the driver):
  // links and forms that target another window are stopped and recorded instead.
  const otherWindow = (t) => t && !['_self', '_parent', '_top'].includes(t.toLowerCase());
  document.addEventListener('click', (e) => {
    const a = e.target && e.target.closest ? e.target.closest('a[target], area[target]') : null;
    if (a && otherWindow(a.target)) { e.preventDefault(); record('window', a.href); }
  }, true);
  document.addEventListener('submit', (e) => {
    const f = e.target;
    if (f && otherWindow(f.target)) { e.preventDefault(); record('window', f.action); }
  }, true);
  // A beforeunload prompt is a dialog no override reaches (it blocks the page and the driver):
  // this listener comes first, so the page's own handlers never see the event.
  window.addEventListener('beforeunload', (e) => { e.stopImmediatePropagation(); }, true);
  // Capture on window runs before any page listener, so a page cannot hide a key from it.
  window.addEventListener('keydown', () => { S.keys++; }, true);
  const frame = () => { S.frames++; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);

  // Resolves when nothing happened for quietMs (DOM, requests, finite animations), the images in
  // view and the fonts are loaded, and two frames were drawn, or at capMs. Past capMs it still
  // waits (up to LOADING_CAPS caps) while a request, an image in view or a font is loading: those
  // end by themselves, only later on a busy machine, and a screenshot without them would depend
  // on the load. One in-page loop instead of a driver round trip per poll.
  const LOADING_CAPS = 5;
  S.settle = (quietMs, capMs, pollMs, done) => {
    const t0 = performance.now();
    const f0 = S.frames;
    const finite = (a) => {
      try { return a.playState === 'running' && Number.isFinite(a.effect.getComputedTiming().endTime); } catch (e) { return false; }
    };
    const inView = (el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
    };
    const loading = () => S.pending > 0 || (document.fonts && document.fonts.status === 'loading') ||
      Array.prototype.some.call(document.images, (img) => !img.complete && inView(img));
    const tick = () => {
      const now = performance.now();
      const anims = document.getAnimations ? document.getAnimations().filter(finite).length : 0;
      const idle = now - Math.max(S.lastActivity, t0);
      const busy = loading();
      const quiet = !busy && anims === 0 && idle >= quietMs && S.frames - f0 >= 2;
      if (quiet || (now - t0 >= capMs && !busy) || now - t0 >= capMs * LOADING_CAPS) {
        done({waited_ms: now - t0, quiet, pending: S.pending, animations: anims});
      } else {
        setTimeout(tick, pollMs);
      }
    };
    setTimeout(tick, Math.min(pollMs, quietMs));
  };
})();
