// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "heart": {
    "sel": "button.btn-icon.btn-round"
  },
  "outline": {
    "sel": "button.btn",
    "exact": "Outline"
  },
  "large": {
    "sel": "button.btn-lg",
    "exact": "Large"
  },
  "btn-success": {
    "sel": "button.btn-success:not(.btn-link)",
    "exact": "Success"
  },
  "link-warning": {
    "sel": "button.btn-link.btn-warning"
  },
  "in-regular": {
    "sel": "input[placeholder=Regular]"
  },
  "in-error": {
    "sel": "input.form-control-danger"
  },
  "in-left-icon": {
    "sel": "input[placeholder='Left Font Awesome Icon']"
  },
  "chk-unchecked": {
    "sel": "label.form-check-label",
    "exact": "Unchecked"
  },
  "radio-off": {
    "sel": "label.form-check-label",
    "exact": "Radio is off"
  },
  "menu-dropdown": {
    "sel": "nav.bg-primary a.dropdown-toggle",
    "text": "Dropdown"
  },
  "icons-plane": {
    "in": {
      "sel": "#example-navbar-icons"
    },
    "sel": "a.nav-link",
    "nth": 1
  },
  "icons-gear": {
    "in": {
      "sel": "#example-navbar-icons"
    },
    "sel": "a.dropdown-toggle"
  },
  "info-profile": {
    "in": {
      "sel": "#navbar nav.navbar",
      "nth": 2
    },
    "sel": "a.nav-link",
    "text": "Profile"
  },
  "success-gear": {
    "in": {
      "sel": "#navbar nav.navbar",
      "nth": 3
    },
    "sel": "a.nav-link",
    "nth": 3
  },
  "warning-twitter": {
    "in": {
      "sel": "#navbar nav.navbar",
      "nth": 4
    },
    "sel": "a.nav-link",
    "nth": 2
  },
  "danger-pin": {
    "in": {
      "sel": "#navbar nav.navbar",
      "nth": 5
    },
    "sel": "a.nav-link",
    "text": "Pin"
  },
  "transparent-insta": {
    "in": {
      "sel": "#navbar nav.navbar",
      "nth": 6
    },
    "sel": "a.nav-link",
    "text": "Instagram"
  },
  "tab-messages-bg": {
    "sel": "a[href='#messages1']"
  },
  "tab-settings-icons": {
    "sel": "a[href='#settings']"
  },
  "pill-briefcase": {
    "sel": ".nav-pills a.nav-link",
    "nth": 3
  },
  "page-next": {
    "sel": "a.page-link[aria-label=Next]"
  },
  "alert-info-close": {
    "in": {
      "sel": ".alert-info"
    },
    "sel": "button.close"
  },
  "alert-danger-close": {
    "in": {
      "sel": ".alert-danger"
    },
    "sel": "button.close"
  },
  "carousel-next": {
    "sel": "a.carousel-control-next"
  },
  "signup-fb": {
    "sel": "a.btn-facebook",
    "nth": 1
  },
  "in-signup-email": {
    "sel": "input[placeholder='Email...']"
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
