// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (MDL's script builds the layout and its drawer button; the marks are set by CSS selector). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": ".mdl-layout__drawer-button"
  },
  "search": {
    "sel": "label[for=search-field]"
  },
  "character": {
    "sel": ".android-create-character a"
  },
  "dev-wear": {
    "sel": ".android-screen-section a.android-link",
    "exact": "Android Wear"
  },
  "dev-phones": {
    "sel": ".android-screen-section a.android-link",
    "exact": "Phones"
  },
  "play": {
    "sel": "a.android-alt-link"
  },
  "customise": {
    "sel": "a.android-link",
    "exact": "Customise your phone"
  },
  "switch": {
    "sel": ".mdl-card a.android-link",
    "nth": 1
  },
  "androidify": {
    "sel": ".mdl-card a.android-link",
    "nth": 2
  },
  "download": {
    "sel": ".mdl-card a.android-link",
    "nth": 3
  },
  "findapps": {
    "sel": ".mdl-card a.android-link",
    "nth": 4
  },
  "social-1": {
    "sel": ".mdl-mega-footer--social-btn",
    "nth": 1
  },
  "social-3": {
    "sel": ".mdl-mega-footer--social-btn",
    "nth": 3
  },
  "top": {
    "sel": "a[href='#top']"
  },
  "source": {
    "sel": "#view-source"
  },
  "social-2": {
    "sel": ".mdl-mega-footer--social-btn",
    "nth": 2
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
