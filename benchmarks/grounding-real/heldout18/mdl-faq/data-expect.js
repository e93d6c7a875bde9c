// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (MDL's script builds the layout; the marks are set by CSS selector). Nothing else.
(function () {
  const MARKS = {
  "arrow-right": {
    "sel": "header .scrollindicator--right"
  },
  "tab-about": {
    "sel": "header nav a.mdl-navigation__link",
    "exact": "About"
  },
  "tab-started": {
    "sel": "header nav a.mdl-navigation__link",
    "exact": "Getting Started"
  },
  "tab-templates": {
    "sel": "header nav a.mdl-navigation__link",
    "exact": "Templates"
  },
  "q-where": {
    "sel": "a[href='#where-should-i-use']"
  },
  "q-css": {
    "sel": "a[href='#css-naming-conventions']"
  },
  "q-progressive": {
    "sel": "a[href='#progressive-enhancement']"
  },
  "q-browsers": {
    "sel": "a[href='#browser-support']"
  },
  "q-polymer": {
    "sel": "a[href='#polymer']"
  },
  "q-bootstrap": {
    "sel": "a[href='#bootstrap']"
  },
  "q-existing": {
    "sel": "a[href='#existing-implementations']"
  },
  "q-options": {
    "sel": "a[href='#options-available']"
  },
  "q-cdn": {
    "sel": "a[href='#official-cdn']"
  },
  "q-wsk": {
    "sel": "a[href='#web-starter-kit']"
  },
  "q-production": {
    "sel": "a[href='#mdl-in-production']"
  },
  "q-showcase": {
    "sel": "a[href='#mdl-showcase']"
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
