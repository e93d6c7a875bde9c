// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls with setInterval for 10 s, and on DOM changes). Nothing else.
(function () {
  const MARKS = {
  "in-username": {
    "sel": ".card input[placeholder=Username]"
  },
  "in-email": {
    "sel": ".card input[type=email]"
  },
  "in-first": {
    "sel": ".card input",
    "nth": 4
  },
  "in-last": {
    "sel": ".card input[placeholder='Last Name']"
  },
  "in-address": {
    "sel": ".card input[placeholder='Home Address']"
  },
  "in-city": {
    "sel": ".card input[placeholder=City]"
  },
  "in-country": {
    "sel": ".card input[placeholder=Country]"
  },
  "in-zip": {
    "sel": ".card input[placeholder='ZIP Code']"
  },
  "in-about": {
    "sel": ".card textarea"
  },
  "save": {
    "sel": "button.btn-fill",
    "exact": "Save"
  },
  "card-tw": {
    "sel": "button.btn-twitter"
  },
  "card-fb": {
    "sel": "button.btn-facebook"
  },
  "card-g": {
    "sel": "button.btn-google"
  },
  "avatar": {
    "sel": ".navbar a.dropdown-toggle.nav-link",
    "nth": 2
  },
  "menu-settings": {
    "sel": "a.dropdown-item",
    "exact": "Settings"
  },
  "side-user": {
    "sel": ".sidebar a[href='./user.html']"
  },
  "side-tables": {
    "sel": ".sidebar a[href='./tables.html']"
  },
  "foot-blog": {
    "sel": "footer a",
    "text": "Blog"
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
