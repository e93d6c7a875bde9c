// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (bootstrap-slider builds the slider widgets at runtime). Nothing else.
(function () {
  const MARKS = {
  "h1": {
    "sel": "div.slider:has(+ #ex1) .min-slider-handle"
  },
  "trackhigh1": {
    "sel": "div.slider:has(+ #ex1) .slider-track-high"
  },
  "h2-min": {
    "sel": "div.slider:has(+ #ex2) .min-slider-handle"
  },
  "h2-max": {
    "sel": "div.slider:has(+ #ex2) .max-slider-handle"
  },
  "h3-r": {
    "sel": "#RC .min-slider-handle"
  },
  "h3-g": {
    "sel": "#GC .min-slider-handle"
  },
  "h3-b": {
    "sel": "#BC .min-slider-handle"
  },
  "h4": {
    "sel": "div.slider:has(+ #ex4) .min-slider-handle"
  },
  "destroy": {
    "sel": "#destroyEx5Slider"
  },
  "h5": {
    "sel": "div.slider:has(+ #ex5) .min-slider-handle"
  },
  "h6": {
    "sel": "div.slider:has(+ #ex6) .min-slider-handle"
  },
  "chk7": {
    "sel": "#ex7-enabled"
  },
  "h7": {
    "sel": "div.slider:has(+ #ex7) .min-slider-handle"
  },
  "h8": {
    "sel": "div.slider:has(+ #ex8) .min-slider-handle"
  },
  "tt8": {
    "sel": "div.slider:has(+ #ex8) .tooltip-main"
  },
  "h9": {
    "sel": "div.slider:has(+ #ex9) .min-slider-handle"
  },
  "h10": {
    "sel": "div.slider:has(+ #ex10) .min-slider-handle"
  },
  "h11": {
    "sel": "div.slider:has(+ #ex11) .min-slider-handle"
  },
  "h12a": {
    "sel": "#slider12a .min-slider-handle"
  },
  "h12b-max": {
    "sel": "#slider12b .max-slider-handle"
  },
  "h12c-min": {
    "sel": "#slider12c .min-slider-handle"
  },
  "tl13-300": {
    "sel": "div.slider:has(+ #ex13) .slider-tick-label",
    "exact": "$300"
  },
  "tk13-400": {
    "sel": "div.slider:has(+ #ex13) .slider-tick",
    "nth": 5
  },
  "tl14-100": {
    "sel": "div.slider:has(+ #ex14) .slider-tick-label",
    "exact": "$100"
  },
  "h15": {
    "sel": "div.slider:has(+ #ex15) .min-slider-handle"
  },
  "h16b-max": {
    "sel": "div.slider:has(+ #ex16b) .max-slider-handle"
  },
  "h16a": {
    "sel": "div.slider:has(+ #ex16a) .min-slider-handle"
  },
  "h17b": {
    "sel": "div.slider:has(+ #ex17b) .min-slider-handle"
  },
  "h17a": {
    "sel": "div.slider:has(+ #ex17a) .min-slider-handle"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  const timer = setInterval(apply, 200);
  setTimeout(() => clearInterval(timer), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
