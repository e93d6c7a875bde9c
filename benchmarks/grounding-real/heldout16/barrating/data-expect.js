// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jquery-bar-rating turns each select into a row of links). Nothing else.
(function () {
  const MARKS = {
  "enable": {
    "sel": "a.rating-enable"
  },
  "disable": {
    "sel": "a.rating-disable"
  },
  "github-corner": {
    "sel": "a.github"
  },
  "r10-3": {
    "sel": "#example-1to10 ~ .br-widget a",
    "nth": 3
  },
  "r10-10": {
    "sel": "#example-1to10 ~ .br-widget a",
    "nth": 10
  },
  "movie-first": {
    "sel": "#example-movie ~ .br-widget a",
    "nth": 1
  },
  "movie-last": {
    "sel": "#example-movie ~ .br-widget a",
    "nth": 4
  },
  "square-4": {
    "sel": "#example-square ~ .br-widget a",
    "nth": 4
  },
  "square-1": {
    "sel": "#example-square ~ .br-widget a",
    "nth": 1
  },
  "pill-d": {
    "sel": "#example-pill ~ .br-widget a",
    "nth": 4
  },
  "pill-f": {
    "sel": "#example-pill ~ .br-widget a",
    "nth": 6
  },
  "horiz-top": {
    "sel": "#example-horizontal ~ .br-widget a",
    "nth": 1
  },
  "fa-3": {
    "sel": "#example-fontawesome ~ .br-widget a",
    "nth": 3
  },
  "css-5": {
    "sel": "#example-css ~ .br-widget a",
    "nth": 5
  },
  "bs-2": {
    "sel": "#example-bootstrap ~ .br-widget a",
    "nth": 2
  },
  "frac-8": {
    "sel": "#example-fontawesome-o ~ .br-widget a",
    "nth": 8
  },
  "frac-1": {
    "sel": "#example-fontawesome-o ~ .br-widget a",
    "nth": 1
  },
  "howto-github": {
    "sel": "a",
    "exact": "GitHub"
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
