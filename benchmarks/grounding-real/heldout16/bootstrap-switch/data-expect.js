// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (bootstrap-switch wraps each checkbox and radio in its switch). Nothing else.
(function () {
  const MARKS = {
  "sw-state": {
    "sel": ".bootstrap-switch:has(#switch-state)"
  },
  "state-setfalse": {
    "sel": "button",
    "exact": "Set false"
  },
  "size-large": {
    "sel": "button",
    "exact": "Large"
  },
  "size-mini": {
    "sel": "button",
    "exact": "Mini"
  },
  "size-get": {
    "sel": "button[data-switch-get=size]"
  },
  "animate-toggle": {
    "sel": "button[data-switch-toggle=animate]"
  },
  "disabled-get": {
    "sel": "button[data-switch-get=disabled]"
  },
  "readonly-toggle": {
    "sel": "button[data-switch-toggle=readonly]"
  },
  "sw-indeterminate": {
    "sel": ".bootstrap-switch:has(#switch-indeterminate)"
  },
  "sw-inverse": {
    "sel": ".bootstrap-switch:has(#switch-inverse)"
  },
  "oncolor-set": {
    "sel": "button.dropdown-toggle",
    "in": {
      "sel": ".col-sm-6",
      "text": "On Color"
    }
  },
  "sw-offcolor": {
    "sel": ".bootstrap-switch:has(#switch-offColor)"
  },
  "in-ontext": {
    "sel": "input[type=text]",
    "in": {
      "sel": ".col-sm-6",
      "text": "On Text"
    }
  },
  "in-offtext": {
    "sel": "input[type=text]",
    "in": {
      "sel": ".col-sm-6",
      "text": "Off Text"
    }
  },
  "in-labeltext": {
    "sel": "input[type=text]",
    "in": {
      "sel": ".col-sm-6",
      "text": "Label Text"
    }
  },
  "in-handlewidth": {
    "sel": "input[data-switch-set-value=handleWidth]"
  },
  "in-labelwidth": {
    "sel": "input[data-switch-set-value=labelWidth]"
  },
  "sw-labeltext": {
    "sel": ".bootstrap-switch:has(#switch-labelText)"
  },
  "cb-create": {
    "sel": "#switch-create-destroy"
  },
  "create": {
    "sel": "button",
    "exact": "Create"
  },
  "radio-dis-2": {
    "sel": ".bootstrap-switch:has(input[type=radio])",
    "nth": 2
  },
  "radio-en-3": {
    "sel": ".bootstrap-switch:has(input[type=radio])",
    "nth": 6
  },
  "open-modal": {
    "sel": "button",
    "exact": "Open Modal"
  },
  "nav-docs": {
    "sel": ".navbar-nav a[data-toggle=dropdown]",
    "text": "Documentation"
  },
  "apache": {
    "sel": "a",
    "text": "Apache License"
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
