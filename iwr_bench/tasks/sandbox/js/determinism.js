// Injected before any page script, when authoring and when judging alike: a clock that starts at
// a fixed instant, a seeded Math.random, no CSS animations, transitions or caret, videos held at
// their first frame. The reference site and the page under test then render the same state the
// same way, and a rerun gives the same pixels.
// The clock runs from that instant at the real pace: the page's date and time of day are the same
// in every run, and what a script times by the clock ends. A clock held still froze every jQuery
// animation (its progress is the clock's time since the start): AdminBSB's page loader, faded out
// with jQuery, covered the whole page for ever, and Chart.js drew its charts at their first frame.
(() => {
  const FIXED = 1736935200000; // 2025-01-15T10:00:00Z
  const RealDate = Date;
  const perf = performance.now.bind(performance);
  const T0 = perf();
  const now = () => FIXED + Math.floor(perf() - T0);
  function FixedDate(...a) {
    if (!new.target) return new RealDate(now()).toString();
    return a.length ? new RealDate(...a) : new RealDate(now());
  }
  FixedDate.prototype = RealDate.prototype;
  FixedDate.now = now;
  FixedDate.UTC = RealDate.UTC;
  FixedDate.parse = RealDate.parse;
  window.Date = FixedDate;
  let seed = 0x1dea5eed;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  // A playing video shows another frame in every screenshot: videos and sounds stay at the start.
  const still = (m) => {
    m.autoplay = false;
    try { m.pause(); if (m.currentTime) m.currentTime = 0; } catch (e) { /* not ready yet */ }
  };
  HTMLMediaElement.prototype.play = function () { still(this); return Promise.resolve(); };
  const stillAll = (node) => {
    if (node instanceof HTMLMediaElement) still(node);
    else if (node.querySelectorAll) node.querySelectorAll('video, audio').forEach(still);
  };
  new MutationObserver((ms) => { for (const m of ms) m.addedNodes.forEach(stillAll); })
    .observe(document, {subtree: true, childList: true});
  window.__iwrMutations = 0;
  new MutationObserver((ms) => { window.__iwrMutations += ms.length; })
    .observe(document, {subtree: true, childList: true, attributes: true, characterData: true});
  const css = "*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;" +
    "animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important;" +
    "scroll-behavior:auto!important}";
  const add = () => {
    if (document.getElementById("__iwr_still")) return;
    const s = document.createElement("style");
    s.id = "__iwr_still";
    s.textContent = css;
    (document.head || document.documentElement).appendChild(s);
  };
  if (document.documentElement) add();
  document.addEventListener("DOMContentLoaded", add);
})();
