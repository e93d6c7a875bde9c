// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (this page builds its content in JavaScript). Nothing else.
(function () {
  const MARKS = {
  "prev-1": {
    "nth": 1,
    "sel": "button.owl-prev"
  },
  "next-1": {
    "nth": 1,
    "sel": "button.owl-next"
  },
  "prev-2": {
    "nth": 2,
    "sel": "button.owl-prev"
  },
  "next-2": {
    "nth": 2,
    "sel": "button.owl-next"
  },
  "dot-1-2": {
    "nth": 2,
    "sel": "#slider1 button.owl-dot"
  },
  "dot-1-4": {
    "nth": 4,
    "sel": "#slider1 button.owl-dot"
  },
  "dot-1-3": {
    "nth": 3,
    "sel": "#slider1 button.owl-dot"
  },
  "dot-2-3": {
    "nth": 3,
    "sel": "#slider2 button.owl-dot"
  },
  "dot-2-4": {
    "nth": 4,
    "sel": "#slider2 button.owl-dot"
  },
  "dot-2-2": {
    "nth": 2,
    "sel": "#slider2 button.owl-dot"
  },
  "crumb-modules": {
    "text": "Modules",
    "sel": ".breadcrumb-item a"
  },
  "nav-calendar": {
    "sel": "a.nav-link[href='modules-calendar.html']"
  },
  "nav-chartjs": {
    "sel": "a.nav-link[href='modules-chartjs.html']"
  },
  "nav-fa": {
    "sel": "a.nav-link[href='modules-font-awesome.html']"
  },
  "nav-sparkline": {
    "sel": "a.nav-link[href='modules-sparkline.html']"
  },
  "nav-maps": {
    "text": "Google Maps",
    "sel": "a.has-dropdown"
  },
  "nav-forms": {
    "text": "Forms",
    "sel": "a.has-dropdown"
  },
  "bell": {
    "sel": "a.notification-toggle"
  },
  "search": {
    "sel": "input[type=search]"
  }
};
  function pick(m) {
    let els = Array.from(document.querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').includes(m.text));
    return els[(m.nth || 1) - 1];
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
