// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (smartWizard builds the step bar and the toolbars of both wizards). Nothing else.
(function () {
  const MARKS = {
  "w1-step1": {
    "sel": "#smartwizard > ul a",
    "nth": 1
  },
  "w1-step2": {
    "sel": "#smartwizard > ul a",
    "nth": 2
  },
  "w1-step3": {
    "sel": "#smartwizard > ul a",
    "nth": 3
  },
  "w1-step4": {
    "sel": "#smartwizard > ul a",
    "nth": 4
  },
  "w2-step1": {
    "sel": "#smartwizard2 > ul a",
    "nth": 1
  },
  "w2-step2": {
    "sel": "#smartwizard2 > ul a",
    "nth": 2
  },
  "w2-step3": {
    "sel": "#smartwizard2 > ul a",
    "nth": 3
  },
  "w2-step4": {
    "sel": "#smartwizard2 > ul a",
    "nth": 4
  },
  "w1-top-next": {
    "sel": "#smartwizard .sw-toolbar-top .sw-btn-next"
  },
  "w1-top-prev": {
    "sel": "#smartwizard .sw-toolbar-top .sw-btn-prev"
  },
  "w1-top-finish": {
    "sel": "#smartwizard .sw-toolbar-top .btn-info"
  },
  "w1-top-cancel": {
    "sel": "#smartwizard .sw-toolbar-top .btn-danger"
  },
  "w1-bot-next": {
    "sel": "#smartwizard .sw-toolbar-bottom .sw-btn-next"
  },
  "w1-bot-finish": {
    "sel": "#smartwizard .sw-toolbar-bottom .btn-info"
  },
  "w1-bot-cancel": {
    "sel": "#smartwizard .sw-toolbar-bottom .btn-danger"
  },
  "w2-next": {
    "sel": "#smartwizard2 .sw-toolbar-bottom .sw-btn-next"
  },
  "w2-prev": {
    "sel": "#smartwizard2 .sw-toolbar-bottom .sw-btn-prev"
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
