// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "x-style2": {
    "in": {
      "sel": ".alert",
      "text": "This is a notification with close button."
    },
    "sel": "button.close"
  },
  "x-style3": {
    "in": {
      "sel": ".alert",
      "text": "with close button and icon."
    },
    "sel": "button.close"
  },
  "x-style4": {
    "in": {
      "sel": ".alert",
      "text": "have many lines"
    },
    "sel": "button.close"
  },
  "x-success": {
    "in": {
      "sel": ".alert-success"
    },
    "sel": "button.close"
  },
  "x-primary": {
    "in": {
      "sel": ".alert-primary"
    },
    "sel": "button.close"
  },
  "x-warning": {
    "in": {
      "sel": ".alert-warning"
    },
    "sel": "button.close"
  },
  "x-danger": {
    "in": {
      "sel": ".alert-danger"
    },
    "sel": "button.close"
  },
  "x-info": {
    "in": {
      "sel": ".alert-info",
      "text": "Info - "
    },
    "sel": "button.close"
  },
  "top-left": {
    "sel": "button.btn-block",
    "exact": "Top Left"
  },
  "top-center": {
    "sel": "button.btn-block",
    "exact": "Top Center"
  },
  "bottom-right": {
    "sel": "button.btn-block",
    "exact": "Bottom Right"
  },
  "bottom-left": {
    "sel": "button.btn-block",
    "exact": "Bottom Left"
  },
  "bottom-center": {
    "sel": "button.btn-block",
    "exact": "Bottom Center"
  },
  "side-notif": {
    "sel": ".sidebar a[href='./notifications.html']"
  },
  "side-dash": {
    "sel": ".sidebar a[href='./dashboard.html']"
  },
  "search": {
    "sel": "#search-button"
  },
  "notif-michael": {
    "sel": "a.dropdown-item",
    "exact": "Your friend Michael is in town"
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
