// The judge's recorder: an isolated world of every frame (CDP addScriptToEvaluateOnNewDocument
// with a worldName), installed before any page script. It sees the page's DOM but not its
// JavaScript, so the page can neither see nor change what is here; the judge reads it back
// through the same world (Page.createIsolatedWorld + Runtime.evaluate). It keeps: the document
// id (a new one per document: navigations show), the time of the last DOM mutation or request
// change, pending requests, pending short timers and dialogs (from instrument.js in the main world, through the one
// MessagePort that script handed over first), trusted key events delivered (a page's
// synthetic KeyboardEvent does not count), and the frames drawn. `settle` waits for quiet.
(() => {
  if (window.__iwrJudge) return;
  const S = {
    doc: Math.random().toString(36).slice(2),
    lastActivity: performance.now(),
    pending: 0,
    timers: 0,
    dialogs: [],
    keys: 0,
    frames: 0,
    port: null,
  };
  window.__iwrJudge = S;  // a global of this isolated world only
  const bump = () => { S.lastActivity = performance.now(); };
  new MutationObserver(bump).observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  const push = (line) => { if (S.dialogs.length < 200) S.dialogs.push(String(line).slice(0, 220)); };

  // The port instrument.js posts at document start, before any page script could post: the
  // first one is taken (and hidden from the page); any later message is the page's own.
  window.addEventListener('message', (e) => {
    if (S.port || e.source !== window || !e.data || e.data.__iwrRecorder !== 1 || !e.ports || e.ports.length !== 1) return;
    e.stopImmediatePropagation();
    S.port = e.ports[0];
    S.port.onmessage = (m) => {
      const fact = m.data || {};
      if (typeof fact.dialog === 'string') push(fact.dialog);
      else if (fact.pending === 1 || fact.pending === -1) { S.pending = Math.max(0, S.pending + fact.pending); bump(); }
      else if (fact.timers === 1 || fact.timers === -1) S.timers = Math.max(0, S.timers + fact.timers);
    };
  }, true);

  // A new tab would run the page's code without the instrumentation (and can wedge the driver):
  // links and forms that target another window are stopped and recorded instead.
  const otherWindow = (t) => t && !['_self', '_parent', '_top'].includes(t.toLowerCase());
  document.addEventListener('click', (e) => {
    const a = e.target && e.target.closest ? e.target.closest('a[target], area[target]') : null;
    if (a && otherWindow(a.target)) { e.preventDefault(); push('window: ' + a.href); }
  }, true);
  document.addEventListener('submit', (e) => {
    const f = e.target;
    if (f && otherWindow(f.target)) { e.preventDefault(); push('window: ' + f.action); }
  }, true);
  // A beforeunload prompt is a dialog no override reaches (it blocks the page and the driver):
  // this listener comes first, so the page's own handlers never see the event.
  window.addEventListener('beforeunload', (e) => { e.stopImmediatePropagation(); }, true);
  // Capture on window runs before any page listener, so a page cannot hide a key from it.
  window.addEventListener('keydown', (e) => { if (e.isTrusted) S.keys++; }, true);
  const frame = () => { S.frames++; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);

  // Resolves when nothing happened for quietMs (DOM, requests, finite animations), no short timer
  // the page set is still to run (instrument.js counts them), the images in
  // view and the fonts are loaded, and two frames were drawn, or at capMs. Past capMs it still
  // waits (up to LOADING_CAPS caps) while a request, an image in view or a font is loading: those
  // end by themselves, only later on a busy machine, and a screenshot without them would depend
  // on the load. One in-page loop instead of a driver round trip per poll.
  const LOADING_CAPS = 5;
  // A page loader: one layer (fixed or absolute) drawn over the whole viewport and over the page (its centre and four
  // points near its corners) that says nothing and holds nothing to use or look at (no text, control, canvas, video,
  // frame or large picture). Templates
  // show one until their script removes it; a person watching the recording sees the page after it, so it is waited
  // for like a loading request. A dialog's backdrop is no loader (the dialog is at the centre), nor a full-screen game.
  const BLANK_MEDIA = 'canvas, video, iframe, object, embed, input, select, textarea, button, a[href]';
  const loaderUp = () => {
    const w = innerWidth, h = innerHeight;
    if (!w || !h) return false;
    const pts = [[w / 2, h / 2], [w * 0.1, h * 0.1], [w * 0.9, h * 0.1], [w * 0.1, h * 0.9], [w * 0.9, h * 0.9]];
    const hits = pts.map(([x, y]) => document.elementFromPoint(x, y));
    if (hits.some((e) => !e || e === document.body || e === document.documentElement)) return false;
    let cover = hits[0];  // the smallest element holding every hit
    while (cover && !hits.every((e) => cover.contains(e))) cover = cover.parentElement;
    if (!cover || cover === document.body || cover === document.documentElement) return false;
    const r = cover.getBoundingClientRect();
    if (r.width < w * 0.95 || r.height < h * 0.95) return false;
    if ((cover.innerText || '').trim() || cover.matches(BLANK_MEDIA) || cover.querySelector(BLANK_MEDIA)) return false;
    if (Array.prototype.some.call(cover.querySelectorAll('img, svg'), (m) => {
      const b = m.getBoundingClientRect();
      return b.width * b.height > w * h / 4;
    })) return false;
    // A layer laid over the page (fixed or absolute) with the page under it: not a blank stretch of the page itself
    // (a spacer scrolled into view) nor a fixed background with nothing in front of it.
    let layered = false;
    for (let p = cover; p && p !== document.body; p = p.parentElement) {
      const pos = getComputedStyle(p).position;
      if (pos === 'fixed' || pos === 'absolute') { layered = true; break; }
    }
    return layered && pts.some(([x, y]) => document.elementsFromPoint(x, y).some((e) => !cover.contains(e) && !e.contains(cover)));
  };
  S.settle = (quietMs, capMs, pollMs) => new Promise((done) => {
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
      Array.prototype.some.call(document.images, (img) => !img.complete && inView(img)) || loaderUp();
    const tick = () => {
      const now = performance.now();
      const anims = document.getAnimations ? document.getAnimations().filter(finite).length : 0;
      const idle = now - Math.max(S.lastActivity, t0);
      const busy = loading();
      const quiet = !busy && anims === 0 && S.timers === 0 && idle >= quietMs && S.frames - f0 >= 2;
      if (quiet || (now - t0 >= capMs && !busy) || now - t0 >= capMs * LOADING_CAPS) {
        done({waited_ms: now - t0, quiet, pending: S.pending, animations: anims, timers: S.timers});
      } else {
        setTimeout(tick, pollMs);
      }
    };
    setTimeout(tick, Math.min(pollMs, quietMs));
  });
  // What the judge reads after an action; dialogs are taken (each is reported once).
  S.state = () => ({doc: S.doc, keys: S.keys, dialogs: S.dialogs.splice(0), url: location.href});
})();
