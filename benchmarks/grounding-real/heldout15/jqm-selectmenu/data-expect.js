// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery Mobile builds a button and a hidden popup listbox for each select). Nothing else.
(function () {
  const MARKS = {
  "search": {
    "sel": "a.jqm-search-link"
  },
  "basic": {
    "sel": "#select-custom-1-button"
  },
  "long": {
    "sel": "#select-custom-20-button"
  },
  "mini": {
    "sel": "#select-custom-2-button"
  },
  "iconleft": {
    "sel": "#select-custom-3-button"
  },
  "wo-value": {
    "sel": "#select-custom-22-button"
  },
  "empty": {
    "sel": "#select-custom-23-button"
  },
  "third-opt": {
    "sel": "#select-custom-17-button"
  },
  "multiple": {
    "sel": "#select-custom-19-button"
  },
  "states": {
    "sel": "#select-custom-24-button"
  },
  "optgroup": {
    "sel": "#select-custom-4-button"
  },
  "vcg-b": {
    "sel": "#select-custom-6-button"
  },
  "vcg-mini-c": {
    "sel": "#select-custom-10-button"
  },
  "hcg-a": {
    "sel": "#select-custom-11-button"
  },
  "hcg-mini-c": {
    "sel": "#select-custom-16-button"
  },
  "opt-basic-2": {
    "sel": "li[role=option]",
    "exact": "The 2nd Option",
    "in": {
      "sel": "#select-custom-1-menu"
    }
  },
  "opt-texas": {
    "sel": "li[role=option]",
    "exact": "Texas",
    "in": {
      "sel": "#select-custom-20-menu"
    }
  },
  "opt-group-6": {
    "sel": "li[role=option]",
    "exact": "The 6th Option",
    "in": {
      "sel": "#select-custom-4-menu"
    }
  },
  "opt-multi-4": {
    "sel": "li[role=option]",
    "exact": "The 4th Option",
    "in": {
      "sel": "#select-custom-19-menu"
    }
  },
  "opt-left-2": {
    "sel": "li[role=option]",
    "exact": "The 2nd Option",
    "in": {
      "sel": "#select-custom-3-menu"
    }
  },
  "opt-mini-3": {
    "sel": "li[role=option]",
    "exact": "The 3rd Option",
    "in": {
      "sel": "#select-custom-2-menu"
    }
  },
  "vs-optgroup": {
    "sel": "a.jqm-view-source-link",
    "nth": 12
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
