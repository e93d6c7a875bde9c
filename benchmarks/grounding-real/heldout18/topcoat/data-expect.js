// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (Topcoat's demo page is static; the marks are set by CSS selector). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": "#slide-menu-button"
  },
  "bb-two": {
    "sel": "#button-bar .topcoat-button-bar__button",
    "nth": 2
  },
  "lbb-three": {
    "sel": "#large-buttonbar button",
    "nth": 3
  },
  "btn-plain": {
    "sel": "#button section.component button",
    "nth": 1
  },
  "btn-quiet": {
    "sel": "#quiet-button section.component button",
    "nth": 1
  },
  "btn-large": {
    "sel": "#large-button section.component button",
    "nth": 1
  },
  "btn-cta": {
    "sel": "[id='call-toaction button'] section.component button",
    "nth": 1
  },
  "btn-lcta": {
    "sel": "[id='large-callto action button'] section.component button",
    "nth": 1
  },
  "cb-default": {
    "sel": "#checkbox label.topcoat-checkbox",
    "nth": 1
  },
  "icon-btn": {
    "sel": "#icon-button section.component button",
    "nth": 1
  },
  "licon-quiet": {
    "sel": "[id='large-quieticon button'] section.component button",
    "nth": 1
  },
  "list-2": {
    "sel": "#list .topcoat-list__item",
    "nth": 2
  },
  "radio-none": {
    "sel": "#radio-button label.topcoat-radio-button",
    "nth": 1
  },
  "radio-right": {
    "sel": "#radio-button label.topcoat-radio-button",
    "nth": 3
  },
  "range": {
    "sel": "#range input[type=range]",
    "nth": 1
  },
  "in-search": {
    "sel": "#search-input input",
    "nth": 1
  },
  "in-lsearch": {
    "sel": "#large-searchinput input",
    "nth": 1
  },
  "sw-off": {
    "sel": "#switch label.topcoat-switch",
    "nth": 1
  },
  "sw-on": {
    "sel": "#switch label.topcoat-switch",
    "nth": 2
  },
  "tab-two": {
    "sel": "#tab-bar .topcoat-tab-bar__button",
    "nth": 2
  },
  "in-fail": {
    "sel": "#text-input input",
    "nth": 3
  },
  "in-ltext": {
    "sel": "#large-textinput input",
    "nth": 1
  },
  "in-textarea": {
    "sel": "#textarea textarea",
    "nth": 1
  },
  "link-mswitch": {
    "sel": "#switch .examples a",
    "exact": "mobile switch"
  },
  "code-range": {
    "sel": "#range .showcode a"
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
