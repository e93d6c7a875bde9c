// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery Mobile enhances the form controls on page create). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": "a.jqm-navmenu-link"
  },
  "search": {
    "sel": "a.jqm-search-link"
  },
  "logo": {
    "sel": ".jqm-header h2 a"
  },
  "in-text": {
    "sel": "#textinput-2"
  },
  "in-text-mini": {
    "sel": "#textinput-6"
  },
  "in-search-mini": {
    "sel": "#search-6"
  },
  "in-textarea": {
    "sel": "#textarea-2"
  },
  "native": {
    "sel": "#select-native-2"
  },
  "choices": {
    "sel": "#select-multiple-2-button"
  },
  "vbtn-two": {
    "sel": "input[type=button]",
    "in": {
      "sel": "fieldset[data-role=controlgroup]",
      "nth": 1
    }
  },
  "hbtn-three": {
    "sel": "a",
    "exact": "Three",
    "in": {
      "sel": "fieldset[data-role=controlgroup]",
      "nth": 2
    }
  },
  "vsel-c": {
    "sel": "#select-v-2c"
  },
  "hsel-b": {
    "sel": "#select-h-2b"
  },
  "mixed-grid": {
    "sel": "button",
    "in": {
      "sel": "fieldset[data-role=controlgroup]",
      "nth": 5
    }
  },
  "mixed-link-mini": {
    "sel": "a",
    "exact": "Link",
    "in": {
      "sel": "fieldset[data-role=controlgroup]",
      "nth": 15
    }
  },
  "slider-handle": {
    "sel": "#slider-2 + div a.ui-slider-handle"
  },
  "in-slider": {
    "sel": "#slider-2"
  },
  "in-range-hi": {
    "sel": "#range-1b"
  },
  "range-lo": {
    "sel": ".ui-rangeslider a.ui-slider-handle",
    "nth": 1
  },
  "flip": {
    "sel": "#flip-2 + div.ui-slider-switch"
  },
  "flip-mini": {
    "sel": "#flip-6 + div.ui-slider-switch"
  },
  "agree": {
    "sel": "label[for=checkbox-2]"
  },
  "vchk-two": {
    "sel": "label[for=checkbox-v-2b]"
  },
  "vradio-three": {
    "sel": "label[for=radio-choice-v-2c]"
  },
  "hchk-two": {
    "sel": "label[for=checkbox-h-2b]"
  },
  "hradio-three": {
    "sel": "label[for=radio-choice-h-2c]"
  },
  "submit": {
    "sel": "#submit-2"
  },
  "vs-range": {
    "sel": "a.jqm-view-source-link",
    "nth": 12
  },
  "vs-third": {
    "sel": "a.jqm-view-source-link",
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
