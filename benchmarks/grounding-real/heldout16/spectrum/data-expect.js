// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (spectrum builds a swatch button after each input and flat pickers in place). Nothing else.
(function () {
  const MARKS = {
  "top-swatch": {
    "sel": "#full + .sp-replacer"
  },
  "custom-red": {
    "sel": "#custom + .sp-replacer"
  },
  "flat1-choose": {
    "sel": "#flat + .sp-container .sp-choose"
  },
  "flat2-choose": {
    "sel": "#flatClearable + .sp-container .sp-choose"
  },
  "flat2-cancel": {
    "sel": "#flatClearable + .sp-container .sp-cancel"
  },
  "flat2-clear": {
    "sel": "#flatClearable + .sp-container .sp-clear"
  },
  "in-flat1": {
    "sel": "#flat + .sp-container input.sp-input"
  },
  "color-green": {
    "sel": "input.basic + .sp-replacer",
    "nth": 3
  },
  "color-blue": {
    "sel": "input.basic + .sp-replacer",
    "nth": 4
  },
  "color-yellow": {
    "sel": "input.override + .sp-replacer"
  },
  "color-empty": {
    "sel": "input.startEmpty + .sp-replacer"
  },
  "showinput-magenta": {
    "sel": "#showInput + .sp-replacer"
  },
  "showinput-clear": {
    "sel": "#showInputWithClear + .sp-replacer"
  },
  "alpha-second": {
    "sel": "#showAlphaWithInput + .sp-replacer"
  },
  "toggle-disabled": {
    "sel": "#toggle-disabled"
  },
  "storage-pink": {
    "sel": "#showSelectionPaletteStorage2 + .sp-replacer"
  },
  "store-blue": {
    "sel": "#showSelectionPalette + .sp-replacer"
  },
  "selpal-orange": {
    "sel": "#selectionPalette + .sp-replacer"
  },
  "clickout-right": {
    "sel": "#clickoutDoesntFireChange + .sp-replacer"
  },
  "toc-showpalette": {
    "sel": "#toc a",
    "exact": "Show Palette"
  },
  "toc-polyfill": {
    "sel": "#toc a",
    "exact": "Polyfill"
  },
  "download": {
    "sel": "a.btn-primary",
    "text": "Download Zip"
  },
  "trigger-set": {
    "sel": "#btnEnterAColor"
  },
  "in-enter-color": {
    "sel": "#enterAColor"
  },
  "method-toggle": {
    "sel": "#btn-toggle"
  },
  "fiddle-palonly": {
    "sel": "a",
    "exact": "jsFiddle example",
    "nth": 2
  },
  "polyfill-submit": {
    "sel": "input[type=submit]"
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
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
