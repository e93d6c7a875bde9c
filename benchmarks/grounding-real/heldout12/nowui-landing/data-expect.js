// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "menu-lines": {
    "sel": "a#navbarDropdown"
  },
  "menu-another": {
    "sel": "a.dropdown-item",
    "exact": "Another action"
  },
  "issue": {
    "sel": "a.nav-link",
    "text": "Have an issue?"
  },
  "back": {
    "sel": "a.nav-link",
    "text": "Back to Kit"
  },
  "top-insta": {
    "sel": "a.nav-link[href*=instagram]"
  },
  "hdr-tw": {
    "in": {
      "sel": ".page-header"
    },
    "sel": "a.btn-icon",
    "nth": 2
  },
  "hdr-g": {
    "in": {
      "sel": ".page-header"
    },
    "sel": "a.btn-icon",
    "nth": 3
  },
  "romina-insta": {
    "in": {
      "sel": ".team-player",
      "text": "Romina Hadid"
    },
    "sel": "a.btn-icon",
    "nth": 2
  },
  "romina-tw": {
    "in": {
      "sel": ".team-player",
      "text": "Romina Hadid"
    },
    "sel": "a.btn-icon",
    "nth": 1
  },
  "ryan-in": {
    "in": {
      "sel": ".team-player",
      "text": "Ryan Tompson"
    },
    "sel": "a.btn-icon",
    "nth": 2
  },
  "ryan-tw": {
    "in": {
      "sel": ".team-player",
      "text": "Ryan Tompson"
    },
    "sel": "a.btn-icon",
    "nth": 1
  },
  "eva-yt": {
    "in": {
      "sel": ".team-player",
      "text": "Eva Jenner"
    },
    "sel": "a.btn-icon",
    "nth": 2
  },
  "eva-tw": {
    "in": {
      "sel": ".team-player",
      "text": "Eva Jenner"
    },
    "sel": "a.btn-icon",
    "nth": 3
  },
  "ryan-links": {
    "in": {
      "sel": ".team-player",
      "text": "Ryan Tompson"
    },
    "sel": "a[href='#']"
  },
  "in-first": {
    "sel": "input[placeholder='First Name...']"
  },
  "in-email": {
    "sel": "input[placeholder='Email...']"
  },
  "in-msg": {
    "sel": "textarea[placeholder='Type a message...']"
  },
  "send": {
    "sel": "a.btn-block",
    "text": "Send Message"
  },
  "foot-invision": {
    "sel": "footer a",
    "exact": "Invision"
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
