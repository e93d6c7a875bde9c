// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (UIkit builds the dot navigation in JavaScript). Nothing else.
// A mark is a CSS selector (+ nth match), or {nav, nth}: the nth dot (its li, which carries uk-slider-item and the click) of the nav-th dot list in page order.
(function () {
  const MARKS = {
  "page": {
    "sel": "html"
  },
  "sel-center": {
    "sel": "#js-center-switcher"
  },
  "sel-finite": {
    "sel": "#js-finite-switcher"
  },
  "sel-sets": {
    "sel": "#js-sets-switcher"
  },
  "sel-active": {
    "sel": "#js-active-switcher"
  },
  "cw-prev": {
    "sel": "a.uk-position-center-left[uk-slidenav-previous]",
    "nth": 1
  },
  "cw-next": {
    "sel": "a.uk-position-center-right[uk-slidenav-next]",
    "nth": 1
  },
  "cw-dot3": {
    "nav": 1,
    "nth": 3
  },
  "cw-dot12": {
    "nav": 1,
    "nth": 12
  },
  "dw-dot2": {
    "nav": 2,
    "nth": 2
  },
  "dw-dot5": {
    "nav": 2,
    "nth": 5
  },
  "wc-dot4": {
    "nav": 3,
    "nth": 4
  },
  "wc-dot10": {
    "nav": 3,
    "nth": 10
  },
  "cards-dot2": {
    "nav": 4,
    "nth": 2
  },
  "cards-dot9": {
    "nav": 4,
    "nth": 9
  },
  "px-dot1": {
    "nav": 5,
    "nth": 1
  },
  "px-dot3": {
    "nav": 5,
    "nth": 3
  },
  "vh-dot5": {
    "nav": 6,
    "nth": 5
  }
};
  function pick(m) {
    if (m.nav) {
      const nav = document.querySelectorAll('ul.uk-slider-nav')[m.nav - 1];
      return nav ? nav.querySelectorAll(':scope > li')[m.nth - 1] : undefined;
    }
    return Array.from(document.querySelectorAll(m.sel))[(m.nth || 1) - 1];
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
