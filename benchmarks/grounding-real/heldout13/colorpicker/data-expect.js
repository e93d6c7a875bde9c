// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the plugin builds the inline picker and the hidden popups by script). Nothing else.
(function () {
  const MARKS = {
  "in-cp1": {
    "sel": "#cp1"
  },
  "in-cp2": {
    "sel": "#cp2 input"
  },
  "in-cp3": {
    "sel": "#cp3 input"
  },
  "in-cp5": {
    "sel": "#cp5"
  },
  "in-cp6": {
    "sel": "#cp6"
  },
  "in-cp8": {
    "sel": "#cp8 input"
  },
  "in-cp9": {
    "sel": "#cp9"
  },
  "sq-teal": {
    "sel": "#cp2 .input-group-addon"
  },
  "sq-purple": {
    "sel": "#cp3 .input-group-addon"
  },
  "sq-alias": {
    "sel": "#cp8 .input-group-addon"
  },
  "bg": {
    "sel": "#cp4"
  },
  "enable": {
    "sel": "a.enable-button"
  },
  "disable": {
    "sel": "a.disable-button"
  },
  "modal": {
    "sel": "button[data-target='#myModal']"
  },
  "vs-1": {
    "sel": ".example-code-toggle",
    "nth": 1
  },
  "vs-3": {
    "sel": ".example-code-toggle",
    "nth": 3
  },
  "vs-inline": {
    "sel": ".example-code-toggle",
    "nth": 7
  },
  "vs-last": {
    "sel": ".example-code-toggle",
    "nth": 11
  },
  "hue": {
    "sel": "#cp7 .colorpicker-hue"
  },
  "sat": {
    "sel": "#cp7 .colorpicker-saturation"
  },
  "alpha": {
    "sel": "#cp7 .colorpicker-alpha"
  },
  "src": {
    "sel": "a.btn",
    "text": "Source code"
  },
  "dl": {
    "sel": "a.btn",
    "text": "Download v2.5.2"
  },
  "rel": {
    "sel": "a.btn",
    "text": "Latest Releases"
  },
  "readme": {
    "sel": "a",
    "exact": "README"
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
