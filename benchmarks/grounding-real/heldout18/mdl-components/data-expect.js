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
  "c-badges": {
    "sel": "a.mdl-components__link.badges"
  },
  "c-buttons": {
    "sel": "a.mdl-components__link.buttons"
  },
  "c-cards": {
    "sel": "a.mdl-components__link.cards"
  },
  "c-chips": {
    "sel": "a.mdl-components__link.chips"
  },
  "c-dialog": {
    "sel": "a.mdl-components__link.dialog"
  },
  "c-layout": {
    "sel": "a.mdl-components__link.layout"
  },
  "intro": {
    "sel": "a",
    "exact": "Material Design Introduction"
  },
  "download": {
    "sel": "a",
    "exact": "Download Kit"
  },
  "github": {
    "sel": "footer .social-btn__github, footer a[href*='github.com/google/material-design-lite']",
    "nth": 1
  },
  "starter": {
    "sel": "footer a",
    "exact": "Web Starter Kit"
  },
  "help": {
    "sel": "a[href='https://github.com/google/material-design-lite/issues']",
    "exact": "Help"
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
