// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (MDL's script builds the layout, the tabs and the menus; the marks are set by CSS selector). Nothing else.
(function () {
  const MARKS = {
  "tab-overview": {
    "sel": "a.mdl-layout__tab",
    "exact": "Overview"
  },
  "tab-features": {
    "sel": "a.mdl-layout__tab",
    "exact": "Features"
  },
  "tab-details": {
    "sel": "a.mdl-layout__tab",
    "exact": "Details"
  },
  "tab-tech": {
    "sel": "a.mdl-layout__tab",
    "exact": "Technology"
  },
  "kebab-1": {
    "sel": "#btn1"
  },
  "kebab-2": {
    "sel": "#btn2"
  },
  "kebab-3": {
    "sel": "#btn3"
  },
  "opt-dolor-2": {
    "sel": "ul[for=btn2] li",
    "exact": "Dolor"
  },
  "opt-lorem-3": {
    "sel": "ul[for=btn3] li",
    "exact": "Lorem"
  },
  "read-1": {
    "sel": "a.mdl-button",
    "exact": "Read our features",
    "nth": 1
  },
  "read-2": {
    "sel": "a.mdl-button",
    "exact": "Read our features",
    "nth": 2
  },
  "read-3": {
    "sel": "a.mdl-button",
    "exact": "Read our features",
    "nth": 3
  },
  "proident-1": {
    "sel": "section a",
    "exact": "proident minim",
    "nth": 1
  },
  "proident-2": {
    "sel": "section a",
    "exact": "proident minim",
    "nth": 2
  },
  "proident-3": {
    "sel": "section a",
    "exact": "proident minim",
    "nth": 3
  },
  "foot-details": {
    "sel": "footer .mdl-mega-footer--heading-checkbox",
    "nth": 2
  },
  "foot-faq": {
    "sel": "footer .mdl-mega-footer--heading-checkbox",
    "nth": 4
  },
  "starter": {
    "sel": "footer a",
    "exact": "Web Starter Kit"
  },
  "help": {
    "sel": "footer a",
    "exact": "Help"
  },
  "source": {
    "sel": "#view-source"
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
