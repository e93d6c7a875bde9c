// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "menu": {
    "sel": "button.navbar-toggler"
  },
  "nav-contact": {
    "sel": "#navbarResponsive a.nav-link",
    "exact": "Contact"
  },
  "nav-sample": {
    "sel": "#navbarResponsive a.nav-link",
    "exact": "Sample Post"
  },
  "nav-home": {
    "sel": "#navbarResponsive a.nav-link",
    "exact": "Home"
  },
  "brand": {
    "sel": "a.navbar-brand"
  },
  "post1": {
    "in": {
      "sel": ".post-preview",
      "nth": 1
    },
    "sel": "a[href='post.html']"
  },
  "post2": {
    "in": {
      "sel": ".post-preview",
      "nth": 2
    },
    "sel": "a[href='post.html']"
  },
  "post3": {
    "in": {
      "sel": ".post-preview",
      "nth": 3
    },
    "sel": "a[href='post.html']"
  },
  "post4": {
    "in": {
      "sel": ".post-preview",
      "nth": 4
    },
    "sel": "a[href='post.html']"
  },
  "author3": {
    "in": {
      "sel": ".post-preview",
      "nth": 3
    },
    "sel": ".post-meta a"
  },
  "author4": {
    "in": {
      "sel": ".post-preview",
      "nth": 4
    },
    "sel": ".post-meta a"
  },
  "author2": {
    "in": {
      "sel": ".post-preview",
      "nth": 2
    },
    "sel": ".post-meta a"
  },
  "older": {
    "sel": "a.btn-primary",
    "text": "Older Posts"
  },
  "tw": {
    "sel": "footer a",
    "nth": 1
  },
  "fb": {
    "sel": "footer a",
    "nth": 2
  },
  "gh": {
    "sel": "footer a",
    "nth": 3
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
