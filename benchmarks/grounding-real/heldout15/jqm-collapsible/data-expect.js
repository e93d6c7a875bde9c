// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery Mobile builds the collapsible headings on page create; marks are set once the page is shown, after that). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": "a.jqm-navmenu-link"
  },
  "quick": {
    "sel": "a.jqm-open-quicklink-panel"
  },
  "basic": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 1
  },
  "theme-dark": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 2
  },
  "theme-grey": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 3
  },
  "expanded": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 4
  },
  "item2": {
    "sel": "a.ui-btn",
    "exact": "List item 2",
    "in": {
      "sel": ".jqm-content .ui-collapsible",
      "nth": 4
    }
  },
  "item3": {
    "sel": "a.ui-btn",
    "exact": "List item 3",
    "in": {
      "sel": ".jqm-content .ui-collapsible",
      "nth": 4
    }
  },
  "mini": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 5
  },
  "icons": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 6
  },
  "header-right": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 7
  },
  "legend": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 8
  },
  "noninset": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 9
  },
  "farm-1": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 11
  },
  "wild": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 12
  },
  "pets-2": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 13
  },
  "farm-2": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 14
  },
  "prerendered": {
    "sel": ".jqm-content a.ui-collapsible-heading-toggle",
    "nth": 15
  },
  "vs-dark": {
    "sel": "a.jqm-view-source-link",
    "nth": 2
  },
  "top-expanded": {
    "sel": "a[href='#ui-page-top']",
    "nth": 3
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
    if (!(document.querySelector(".ui-page-active"))) return;
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
  const t = setInterval(apply, 200); setTimeout(() => clearInterval(t), 10000);
})();
