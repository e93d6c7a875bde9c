// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (Bootstrap 4, perfect-scrollbar). Nothing else.
(function () {
  const MARKS = {
  "bell": {
    "sel": "#navbarDropdownMenuLink"
  },
  "bell-else": {
    "sel": ".navbar .dropdown-menu a",
    "exact": "Something else here"
  },
  "gear": {
    "sel": ".navbar-nav .nav-link",
    "nth": 3
  },
  "grid": {
    "sel": ".navbar-nav a.btn-magnify"
  },
  "in-search": {
    "sel": ".navbar input[placeholder='Search...']"
  },
  "side-tables": {
    "sel": ".sidebar a[href='./tables.html']"
  },
  "side-notif": {
    "sel": ".sidebar a[href='./notifications.html']"
  },
  "side-upgrade": {
    "sel": ".sidebar a[href='./upgrade.html']"
  },
  "logo": {
    "sel": ".sidebar a.logo-normal"
  },
  "avatar": {
    "sel": ".card-user .author a"
  },
  "in-email": {
    "sel": "input[placeholder='Email']"
  },
  "in-username": {
    "sel": "input[placeholder='Username']"
  },
  "in-first": {
    "sel": "input[value='Chet']"
  },
  "in-last": {
    "sel": "input[placeholder='Last Name']"
  },
  "in-city": {
    "sel": "input[placeholder='City']"
  },
  "in-zip": {
    "sel": "input[placeholder='ZIP Code']"
  },
  "in-about": {
    "sel": "textarea"
  },
  "mail-tim": {
    "in": {
      "sel": "ul.team-members > li",
      "text": "Creative Tim"
    },
    "sel": "btn"
  },
  "mail-flume": {
    "in": {
      "sel": "ul.team-members > li",
      "text": "Flume"
    },
    "sel": "btn"
  },
  "mail-khaled": {
    "in": {
      "sel": "ul.team-members > li",
      "text": "DJ Khaled"
    },
    "sel": "btn"
  },
  "update": {
    "sel": "button[type=submit]",
    "text": "Update Profile"
  },
  "licenses": {
    "sel": "footer a",
    "text": "Licenses"
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
