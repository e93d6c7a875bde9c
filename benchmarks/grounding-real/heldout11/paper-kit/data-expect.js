// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (bootstrap-switch and noUiSlider build the toggles and slider handles by script). Nothing else.
(function () {
  const MARKS = {
  "nav-twitter": {
    "sel": "#navbarToggler a[title=\"Follow us on Twitter\"]"
  },
  "nav-github": {
    "sel": "#navbarToggler a[title=\"Star on GitHub\"]"
  },
  "nav-pro": {
    "sel": "#navbarToggler a.btn"
  },
  "btn-heart": {
    "sel": "button.btn-just-icon"
  },
  "btn-simple": {
    "sel": "button.btn-danger.btn-link",
    "exact": "Simple"
  },
  "btn-large": {
    "sel": "button.btn-outline-danger.btn-lg"
  },
  "btn-warning-fill": {
    "sel": "button.btn-warning.btn-round"
  },
  "link-info": {
    "sel": "a.btn-link.btn-info"
  },
  "in-username": {
    "sel": "input[placeholder=\"Username\"]"
  },
  "in-error": {
    "sel": "#inputDanger1"
  },
  "cb-unchecked": {
    "sel": ".form-check label.form-check-label",
    "nth": 1
  },
  "tg-off": {
    "sel": ".togglebutton .bootstrap-switch",
    "nth": 2
  },
  "tg-on": {
    "sel": ".togglebutton .bootstrap-switch",
    "nth": 1
  },
  "slider-right": {
    "sel": "#sliderDouble .noUi-handle",
    "nth": 2
  },
  "menu-dropdown": {
    "sel": "#dropdownMenuButton"
  },
  "menu-another": {
    "sel": "#navbar-menu a.dropdown-item",
    "exact": "Another action"
  },
  "icons-mail": {
    "sel": "#navbar-menu-icon a.nav-link",
    "nth": 1
  },
  "icons-gear": {
    "sel": "#navbar-menu-icon a.dropdown-toggle"
  },
  "navp-profile": {
    "sel": "#navbar-primary a.nav-link",
    "text": "Profile"
  },
  "navi-settings": {
    "sel": "#navbar-info a.nav-link",
    "text": "Settings"
  },
  "navs-person": {
    "sel": "#navbar-success a.nav-link",
    "nth": 2
  },
  "navw-gplus": {
    "sel": "#navbar-warning a.nav-link",
    "nth": 3
  },
  "navd-tweet": {
    "sel": "#navbar-danger a.nav-link",
    "text": "Tweet"
  },
  "navt-instagram": {
    "sel": "#navbar-transparent a.nav-link",
    "text": "Instagram"
  },
  "pg1-4": {
    "in": {
      "sel": "ul.pagination",
      "nth": 1
    },
    "sel": "a.page-link",
    "exact": "4"
  },
  "pg1-prev": {
    "in": {
      "sel": "ul.pagination",
      "nth": 1
    },
    "sel": "a.page-link[aria-label=\"Previous\"]"
  },
  "tab-messages": {
    "sel": "a[data-toggle=\"tab\"][href=\"#messages\"]"
  },
  "notif-green-close": {
    "sel": ".alert-success button.close"
  },
  "notif-red-close": {
    "sel": ".alert-danger button.close"
  },
  "btn-modal": {
    "sel": "button",
    "text": "Launch demo modal"
  },
  "pop-right": {
    "sel": "button[data-toggle=\"popover\"][data-placement=\"right\"]"
  },
  "in-date": {
    "sel": "input.datetimepicker"
  },
  "car-1": {
    "sel": ".carousel-indicators li",
    "nth": 1
  },
  "btn-all-icons": {
    "sel": "a.btn",
    "text": "View All Icons"
  },
  "reg-gplus": {
    "sel": "a.btn-google.btn-just-icon"
  },
  "reg-email": {
    "sel": ".register-card input[placeholder=\"Email\"], input[placeholder=\"Email\"]"
  },
  "star": {
    "sel": "a.btn-github"
  },
  "pro2": {
    "sel": "a.btn-info.btn-round",
    "text": "Upgrade to PRO"
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
