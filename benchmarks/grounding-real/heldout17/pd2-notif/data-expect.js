// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (Bootstrap 4, perfect-scrollbar). Nothing else.
(function () {
  const MARKS = {
  "x-bell": {
    "in": {
      "sel": ".alert",
      "text": "close button and icon."
    },
    "sel": "button.close"
  },
  "x-warning": {
    "in": {
      "sel": ".alert",
      "text": "Warning -"
    },
    "sel": "button.close"
  },
  "x-success": {
    "in": {
      "sel": ".alert",
      "text": "Success -"
    },
    "sel": "button.close"
  },
  "x-close": {
    "in": {
      "sel": ".alert",
      "text": "with close button."
    },
    "sel": "button.close"
  },
  "x-long": {
    "in": {
      "sel": ".alert",
      "text": "have many lines"
    },
    "sel": "button.close"
  },
  "x-danger": {
    "in": {
      "sel": ".alert",
      "text": "Danger -"
    },
    "sel": "button.close"
  },
  "x-info": {
    "in": {
      "sel": ".alert",
      "text": "Info -"
    },
    "sel": "button.close"
  },
  "x-primary": {
    "in": {
      "sel": ".alert",
      "text": "Primary -"
    },
    "sel": "button.close"
  },
  "top-center": {
    "sel": "button",
    "exact": "Top Center"
  },
  "bottom-right": {
    "sel": "button",
    "exact": "Bottom Right"
  },
  "bottom-left": {
    "sel": "button",
    "exact": "Bottom Left"
  },
  "robert": {
    "sel": "a",
    "exact": "Robert McIntosh"
  },
  "docs": {
    "sel": "a",
    "exact": "full documentation."
  },
  "side-user": {
    "sel": ".sidebar a[href='./user.html']"
  },
  "side-maps": {
    "sel": ".sidebar a[href='./map.html']"
  },
  "bell": {
    "sel": "#navbarDropdownMenuLink"
  },
  "bell-action": {
    "sel": ".navbar .dropdown-menu a",
    "exact": "Action"
  },
  "in-search": {
    "sel": ".navbar input[placeholder='Search...']"
  },
  "blog": {
    "sel": "footer a",
    "exact": "Blog"
  },
  "logo-mini": {
    "sel": ".sidebar a.logo-mini"
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
