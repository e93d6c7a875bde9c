// Main world, before any page script (CDP Page.addScriptToEvaluateOnNewDocument), in every
// frame: only what must run where the page's own code runs. Dialogs and window.open are
// overridden (dismissed, so they never block the page or the driver) and pending fetch/XHR
// requests and pending short timers are counted. Nothing is kept here and no global is left (but one read-only
// question, which elements have a listener for a press): each fact goes through a
// MessagePort made here and handed, before the page runs, to the judge's recorder
// (recorder.js, an isolated world the page cannot reach); only this closure holds its other
// end. A page can raise a dialog (recorded, truthfully); it cannot write, read or drop a record.
(() => {
  const MAX_POPUPS = 20;  // past this, the override throws so that `while (true) alert()` ends
  const apply = Reflect.apply;  // the page may replace built-ins later, not these references
  const finallyOf = Promise.prototype.finally;
  const channel = new MessageChannel();
  const port = channel.port1;
  const post = MessagePort.prototype.postMessage;
  const send = (fact) => apply(post, port, [fact]);
  window.postMessage({__iwrRecorder: 1}, '*', [channel.port2]);

  let raised = 0;
  const record = (kind, msg) => {
    raised++;
    send({dialog: kind + ': ' + String(msg === undefined ? '' : msg).slice(0, 200)});
    if (raised > MAX_POPUPS) throw new Error('iwr judge: too many dialogs or windows');
  };
  window.alert = (m) => { record('alert', m); };
  window.confirm = (m) => { record('confirm', m); return false; };
  window.prompt = (m) => { record('prompt', m); return null; };
  window.print = () => { record('print', ''); };
  window.open = (u) => { record('window.open', u); return null; };

  const origFetch = window.fetch;
  window.fetch = function (...args) {
    send({pending: 1});
    let p;
    try { p = apply(origFetch, this, args); } catch (e) { send({pending: -1}); throw e; }
    return apply(finallyOf, p, [() => send({pending: -1})]);
  };
  // Short timers the page set and has not yet run: a click handler that changes the page 150 ms later
  // (jQuery's .delay(), a debounce) leaves the page quiet until then, and a screenshot taken in that
  // gap shows a state no person watching saw settle. A timer counts when it is due within SHORT_MS and
  // is at most CHAIN links from code that was not itself a timer callback (an event handler, the
  // page's script): a loop that re-arms itself every few milliseconds stops counting after a few
  // rounds, where it would otherwise hold every wait to its cap. setInterval is periodic: never.
  const SHORT_MS = 1000, CHAIN = 3;
  const origSetTimeout = window.setTimeout, origClearTimeout = window.clearTimeout;
  const live = new Set();
  let link = 0;  // how many timer callbacks deep the code now running is
  window.setTimeout = function (fn, ms, ...rest) {
    if (typeof fn !== 'function') return apply(origSetTimeout, window, [fn, ms, ...rest]);
    const depth = link + 1;
    const counted = depth <= CHAIN && !(Number(ms) > SHORT_MS);
    let id;
    const run = function (...a) {
      if (live.delete(id)) send({timers: -1});
      const outer = link;
      link = depth;
      try { return apply(fn, this, a); } finally { link = outer; }
    };
    id = apply(origSetTimeout, window, [run, ms, ...rest]);
    if (counted) { live.add(id); send({timers: 1}); }
    return id;
  };
  window.clearTimeout = function (id) {
    if (live.delete(id)) send({timers: -1});
    return apply(origClearTimeout, window, [id]);
  };
  const origClearInterval = window.clearInterval;
  window.clearInterval = function (id) {  // it cancels a timeout too (one list of ids)
    if (live.delete(id)) send({timers: -1});
    return apply(origClearInterval, window, [id]);
  };
  const origSend = XMLHttpRequest.prototype.send;
  const listen = EventTarget.prototype.addEventListener;
  // Which elements the page gave a listener for a press (a kanban card's click, a custom select's mousedown): a
  // role-less div a person clicks. The collector (collect.js, run in this world) asks through one read-only function
  // under a registered symbol, the one thing left here; a page can make its answer yes only by adding a listener.
  const PRESSES = new Set(['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend']);
  const pressed = new WeakSet();
  const add = WeakSet.prototype.add, has = WeakSet.prototype.has;
  EventTarget.prototype.addEventListener = function (type, ...rest) {
    if (PRESSES.has(String(type)) && this instanceof Element) apply(add, pressed, [this]);
    return apply(listen, this, [type, ...rest]);
  };
  Object.defineProperty(window, Symbol.for('iwr.listens'), {value: (el) => apply(has, pressed, [el])});
  XMLHttpRequest.prototype.send = function (...args) {
    send({pending: 1});
    apply(listen, this, ['loadend', () => send({pending: -1}), {once: true}]);
    return apply(origSend, this, args);
  };
})();
