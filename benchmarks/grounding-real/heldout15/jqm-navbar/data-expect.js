// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery Mobile enhances the navbars on page create). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": "a.jqm-navmenu-link"
  },
  "quick": {
    "sel": "a.jqm-open-quicklink-panel"
  },
  "one-only": {
    "sel": "a",
    "exact": "One",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 1
    }
  },
  "two-of-2": {
    "sel": "a",
    "exact": "Two",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 2
    }
  },
  "three-of-3": {
    "sel": "a",
    "exact": "Three",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 3
    }
  },
  "four-of-4": {
    "sel": "a",
    "exact": "Four",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 4
    }
  },
  "five-of-5": {
    "sel": "a",
    "exact": "Five",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 5
    }
  },
  "multi-eight": {
    "sel": "a",
    "exact": "Eight",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 6
    }
  },
  "multi-three": {
    "sel": "a",
    "exact": "Three",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 6
    }
  },
  "options": {
    "sel": "a",
    "exact": "Options"
  },
  "hdr-two": {
    "sel": "a",
    "exact": "Two",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 7
    }
  },
  "ftr-three": {
    "sel": "a",
    "exact": "Three",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 8
    }
  },
  "icons-setup": {
    "sel": "a",
    "exact": "Setup",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 9
    }
  },
  "bottom-summary": {
    "sel": "a",
    "exact": "Summary",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 10
    }
  },
  "left-favs": {
    "sel": "a",
    "exact": "Favs",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 11
    }
  },
  "right-setup": {
    "sel": "a",
    "exact": "Setup",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 12
    }
  },
  "beer": {
    "sel": "a#beer"
  },
  "email": {
    "sel": "a#email"
  },
  "swa-c": {
    "sel": "a",
    "exact": "C",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 14
    }
  },
  "swb-d": {
    "sel": "a",
    "exact": "D",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 15
    }
  },
  "last-b": {
    "sel": "a",
    "exact": "B",
    "in": {
      "sel": "div[data-role=navbar]",
      "nth": 16
    }
  },
  "persist-link": {
    "sel": "a",
    "exact": "persistent navbar"
  },
  "top-multi": {
    "sel": "a[href='#ui-page-top']",
    "nth": 2
  },
  "vs-multi": {
    "sel": "a.jqm-view-source-link",
    "nth": 6
  },
  "vs-last": {
    "sel": "a.jqm-view-source-link",
    "nth": 16
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
