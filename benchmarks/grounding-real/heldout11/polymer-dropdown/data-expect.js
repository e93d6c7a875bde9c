// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the demo-snippet elements stamp their templates into the page). Nothing else.
(function () {
  const MARKS = {
  "dd-plain": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 1
  },
  "dd-plain-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 2
  },
  "dd-rtl": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 3
  },
  "dd-rtl-lite": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 4
  },
  "dd-pre": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 5
  },
  "dd-pre-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 6
  },
  "dd-up": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 7
  },
  "dd-up-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 8
  },
  "dd-tabs": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 11
  },
  "dd-tabs-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 12
  },
  "dd-noink": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 13
  },
  "dd-noink-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 14
  },
  "dd-offset": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 15
  },
  "dd-offset-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 16
  },
  "dd-custom": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 17
  },
  "dd-custom-light": {
    "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
    "nth": 18
  },
  "opt-plain-diplodocus": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 1
    },
    "sel": "paper-item",
    "nth": 4
  },
  "opt-plainlight-allosaurus": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 2
    },
    "sel": "paper-item",
    "nth": 1
  },
  "opt-rtllite-carch": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 4
    },
    "sel": "paper-item",
    "nth": 3
  },
  "opt-pre-diplodocus": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 5
    },
    "sel": "paper-item",
    "nth": 4
  },
  "opt-tabs-stilton": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 11
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "opt-tabslight-emmental": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 12
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "opt-customlight-bronto": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 18
    },
    "sel": "paper-item",
    "nth": 2
  },
  "opt-noink-allo": {
    "in": {
      "sel": "paper-dropdown-menu, paper-dropdown-menu-light",
      "nth": 13
    },
    "sel": "paper-item",
    "nth": 1
  },
  "page": {
    "sel": "html"
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
