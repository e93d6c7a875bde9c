// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the demo-snippet elements stamp their templates into the page). Nothing else.
(function () {
  const MARKS = {
  "t1-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 1
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t1-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 1
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t2-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 2
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t3-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 3
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t3-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 3
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t4-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 4
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t4-one": {
    "in": {
      "sel": "paper-tabs",
      "nth": 4
    },
    "sel": "paper-tab",
    "nth": 1
  },
  "t5-third": {
    "in": {
      "sel": "paper-tabs",
      "nth": 5
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t5-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 5
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t5-four": {
    "in": {
      "sel": "paper-tabs",
      "nth": 5
    },
    "sel": "paper-tab",
    "nth": 4
  },
  "t6-third": {
    "in": {
      "sel": "paper-tabs",
      "nth": 6
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t7-one": {
    "in": {
      "sel": "paper-tabs",
      "nth": 7
    },
    "sel": "paper-tab",
    "nth": 1
  },
  "t8-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 8
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t8-one": {
    "in": {
      "sel": "paper-tabs",
      "nth": 8
    },
    "sel": "paper-tab",
    "nth": 1
  },
  "t9-four": {
    "in": {
      "sel": "paper-tabs",
      "nth": 9
    },
    "sel": "paper-tab",
    "nth": 4
  },
  "t9-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 9
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t9-one": {
    "in": {
      "sel": "paper-tabs",
      "nth": 9
    },
    "sel": "paper-tab",
    "nth": 1
  },
  "t10-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 10
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t11-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 11
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t12-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 12
    },
    "sel": "paper-tab",
    "nth": 2
  },
  "t13-three": {
    "in": {
      "sel": "paper-tabs",
      "nth": 13
    },
    "sel": "paper-tab",
    "nth": 3
  },
  "t14-two": {
    "in": {
      "sel": "paper-tabs",
      "nth": 14
    },
    "sel": "paper-tab",
    "nth": 2
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
