// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (Foundation's OffCanvas). Nothing else.
(function () {
  const MARKS = {
  "lpush-top": {
    "sel": ".off-canvas-content button",
    "exact": "Left Push",
    "nth": 1
  },
  "rpush-top": {
    "sel": ".off-canvas-content button",
    "exact": "Right Push",
    "nth": 1
  },
  "bpush-top": {
    "sel": ".off-canvas-content button",
    "exact": "Bottom Push",
    "nth": 1
  },
  "lover-top": {
    "sel": ".off-canvas-content button",
    "exact": "Left Overlap",
    "nth": 1
  },
  "tover-top": {
    "sel": ".off-canvas-content button",
    "exact": "Top Overlap",
    "nth": 1
  },
  "bover-top": {
    "sel": ".off-canvas-content button",
    "exact": "Bottom Overlap",
    "nth": 1
  },
  "fbottom-top": {
    "sel": ".off-canvas-content button",
    "exact": "Force to bottom",
    "nth": 1
  },
  "nooverlay-top": {
    "sel": ".off-canvas-content button",
    "exact": "No overlay",
    "nth": 1
  },
  "noclose-top": {
    "sel": ".off-canvas-content button",
    "exact": "No close on click",
    "nth": 1
  },
  "lpush-bot": {
    "sel": ".off-canvas-content button",
    "exact": "Left Push",
    "nth": 2
  },
  "tpush-bot": {
    "sel": ".off-canvas-content button",
    "exact": "Top Push",
    "nth": 2
  },
  "bpush-bot": {
    "sel": ".off-canvas-content button",
    "exact": "Bottom Push",
    "nth": 2
  },
  "rover-bot": {
    "sel": ".off-canvas-content button",
    "exact": "Right Overlap",
    "nth": 2
  },
  "ftop-bot": {
    "sel": ".off-canvas-content button",
    "exact": "Force to top",
    "nth": 2
  },
  "noscroll-bot": {
    "sel": ".off-canvas-content button",
    "exact": "No scroll",
    "nth": 2
  },
  "nooverlay-bot": {
    "sel": ".off-canvas-content button",
    "exact": "No overlay",
    "nth": 2
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    if (m.vis) els = els.filter((e) => e.getClientRects().length > 0);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el) for (const o of document.querySelectorAll('[data-expect~="' + key + '"]')) {
        if (o !== el) { const v = o.getAttribute('data-expect').split(' ').filter((k) => k !== key).join(' '); if (v) o.setAttribute('data-expect', v); else o.removeAttribute('data-expect'); }
      }
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  let n = 0;
  const t = setInterval(function () { apply(); if (++n > 40) clearInterval(t); }, 250);
})();
