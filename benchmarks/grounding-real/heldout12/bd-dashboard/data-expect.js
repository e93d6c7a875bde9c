// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "search": {
    "sel": "#search-button"
  },
  "notif": {
    "sel": ".navbar a.dropdown-toggle.nav-link",
    "nth": 1
  },
  "avatar": {
    "sel": ".navbar a.dropdown-toggle.nav-link",
    "nth": 2
  },
  "logout": {
    "sel": "a.dropdown-item",
    "exact": "Log out"
  },
  "notif-tasks": {
    "sel": "a.dropdown-item",
    "exact": "You have 5 more tasks"
  },
  "plugin-gear": {
    "sel": ".fixed-plugin a[data-toggle=dropdown]"
  },
  "purchases": {
    "sel": "label.btn",
    "text": "Purchases"
  },
  "sessions": {
    "sel": "label.btn",
    "text": "Sessions"
  },
  "side-notif": {
    "sel": ".sidebar a[href='./notifications.html']"
  },
  "side-maps": {
    "sel": ".sidebar a[href='./map.html']"
  },
  "side-rtl": {
    "sel": ".sidebar a[href='./rtl.html']"
  },
  "side-logo": {
    "sel": ".sidebar a.logo-normal"
  },
  "brand": {
    "sel": "a.navbar-brand"
  },
  "tasks-gear": {
    "sel": ".card-tasks button.dropdown-toggle"
  },
  "tasks-another": {
    "sel": ".card-tasks a.dropdown-item",
    "exact": "Another action"
  },
  "chk-solve": {
    "in": {
      "sel": "tr",
      "text": "Solve the issues"
    },
    "sel": "input.form-check-input"
  },
  "chk-gdpr": {
    "in": {
      "sel": "tr",
      "text": "GDPR Compliance"
    },
    "sel": "input.form-check-input"
  },
  "pen-export": {
    "in": {
      "sel": "tr",
      "text": "Export the processed files"
    },
    "sel": "button.btn-link"
  },
  "pen-first": {
    "in": {
      "sel": "tr",
      "text": "Update the Documentation"
    },
    "sel": "button.btn-link"
  },
  "pen-release": {
    "in": {
      "sel": "tr",
      "text": "Release v2.0.0"
    },
    "sel": "button.btn-link"
  },
  "foot-about": {
    "sel": "footer a",
    "text": "About Us"
  },
  "foot-ct": {
    "sel": "footer .copyright a"
  },
  "tasks-list": {
    "sel": ".card-tasks .table-full-width"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    if (m.up) els = els.map((e) => e.closest(m.up)).filter(Boolean);
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
  const t = setInterval(apply, 200);
  setTimeout(() => clearInterval(t), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
