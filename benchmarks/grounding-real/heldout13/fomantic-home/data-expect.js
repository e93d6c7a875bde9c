// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the page's script only wires its sticky menu and sidebar; the marks are static elements). Nothing else.
(function () {
  const MARKS = {
  "nav-work": {
    "sel": ".masthead .menu a.item",
    "exact": "Work"
  },
  "nav-careers": {
    "sel": ".masthead .menu a.item",
    "exact": "Careers"
  },
  "nav-company": {
    "sel": ".masthead .menu a.item",
    "exact": "Company"
  },
  "nav-home": {
    "sel": ".masthead .menu a.item",
    "exact": "Home"
  },
  "login": {
    "sel": ".masthead a.ui.button",
    "exact": "Log in"
  },
  "signup": {
    "sel": ".masthead a.ui.button",
    "exact": "Sign Up"
  },
  "get-started": {
    "sel": ".masthead .primary.button"
  },
  "pic": {
    "sel": "img.bordered.image"
  },
  "check": {
    "sel": "a.ui.button",
    "exact": "Check Them Out"
  },
  "avatar": {
    "sel": "img.avatar"
  },
  "read-more": {
    "sel": "a.ui.button",
    "exact": "Read More"
  },
  "interested": {
    "sel": "a.ui.button",
    "text": "Still Quite Interested"
  },
  "f-sitemap": {
    "sel": ".footer a.item",
    "exact": "Sitemap"
  },
  "f-contact": {
    "sel": ".footer a.item",
    "exact": "Contact Us"
  },
  "f-gazebo": {
    "sel": ".footer a.item",
    "exact": "Gazebo Plans"
  },
  "f-dna": {
    "sel": ".footer a.item",
    "exact": "DNA FAQ"
  },
  "f-access": {
    "sel": ".footer a.item",
    "exact": "How To Access"
  },
  "f-xmen": {
    "sel": ".footer a.item",
    "exact": "Favorite X-Men"
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
  const timer = setInterval(apply, 200);
  setTimeout(() => clearInterval(timer), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
