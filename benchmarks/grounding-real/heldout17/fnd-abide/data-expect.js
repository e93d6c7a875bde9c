// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (Foundation's Abide). Nothing else.
(function () {
  const MARKS = {
  "in-required": {
    "sel": "input[placeholder='Required']"
  },
  "in-notrequired": {
    "sel": "input[placeholder='Not required']"
  },
  "reset-1": {
    "in": {
      "sel": "form",
      "nth": 1
    },
    "sel": "button",
    "exact": "Reset"
  },
  "color-1": {
    "in": {
      "sel": "fieldset",
      "exact": "color"
    },
    "sel": "input",
    "nth": 1
  },
  "color-2": {
    "in": {
      "sel": "fieldset",
      "exact": "color"
    },
    "sel": "input",
    "nth": 2
  },
  "date-2": {
    "in": {
      "sel": "fieldset",
      "exact": "date"
    },
    "sel": "input",
    "nth": 2
  },
  "dt-2": {
    "in": {
      "sel": "fieldset",
      "exact": "datetime"
    },
    "sel": "input",
    "nth": 2
  },
  "email-2": {
    "in": {
      "sel": "fieldset",
      "exact": "email"
    },
    "sel": "input",
    "nth": 2
  },
  "num-1": {
    "in": {
      "sel": "fieldset",
      "exact": "number"
    },
    "sel": "input",
    "nth": 1
  },
  "num-2": {
    "in": {
      "sel": "fieldset",
      "exact": "number"
    },
    "sel": "input",
    "nth": 2
  },
  "search": {
    "in": {
      "sel": "fieldset",
      "exact": "search"
    },
    "sel": "input",
    "nth": 1
  },
  "tel-2": {
    "in": {
      "sel": "fieldset",
      "exact": "tel"
    },
    "sel": "input",
    "nth": 2
  },
  "time-2": {
    "in": {
      "sel": "fieldset",
      "exact": "time"
    },
    "sel": "input",
    "nth": 2
  },
  "url-2": {
    "in": {
      "sel": "fieldset",
      "exact": "url"
    },
    "sel": "input",
    "nth": 2
  },
  "submit-2": {
    "in": {
      "sel": "form",
      "nth": 2
    },
    "sel": "button",
    "exact": "Submit"
  },
  "pattern": {
    "in": {
      "sel": "form",
      "nth": 3
    },
    "sel": "input"
  },
  "reset-3": {
    "in": {
      "sel": "form",
      "nth": 3
    },
    "sel": "button",
    "exact": "Reset"
  },
  "w3": {
    "sel": "a",
    "text": "w3schools"
  },
  "last": {
    "sel": "input[name=lastname]"
  },
  "email-req": {
    "sel": "input[name=email]"
  },
  "age": {
    "sel": "input[name=age]"
  },
  "sub-val": {
    "in": {
      "sel": "form",
      "nth": 4
    },
    "sel": "button",
    "exact": "Submit (validate)"
  },
  "reset-4": {
    "in": {
      "sel": "form",
      "nth": 4
    },
    "sel": "button",
    "exact": "Reset"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    if (m.vis) els = els.filter((e) => e.getClientRects().length > 0);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el) for (const o of document.querySelectorAll('[data-expect~="' + key + '"]')) {
        if (o !== el) { const v = o.getAttribute('data-expect').split(' ').filter((k) => k !== key).join(' '); if (v) o.setAttribute('data-expect', v); else o.removeAttribute('data-expect'); }
      }
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  let n = 0;
  const t = setInterval(function () { apply(); if (++n > 40) clearInterval(t); }, 250);
})();
