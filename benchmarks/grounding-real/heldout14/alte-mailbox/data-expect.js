// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "hamburger": {
    "sel": "a[data-widget=pushmenu]"
  },
  "top-search": {
    "sel": "nav.main-header a[data-widget=navbar-search]"
  },
  "chat-btn": {
    "sel": "nav.main-header a[data-toggle=dropdown]",
    "nth": 1
  },
  "bell": {
    "sel": "nav.main-header a[data-toggle=dropdown]",
    "nth": 2
  },
  "fullscreen": {
    "sel": "a[data-widget=fullscreen]"
  },
  "grid": {
    "sel": "a[data-widget=control-sidebar]"
  },
  "notif-friends": {
    "sel": "a.dropdown-item",
    "text": "8 friend requests"
  },
  "in-sidebar-search": {
    "sel": "input.form-control-sidebar"
  },
  "side-read": {
    "sel": "aside a.nav-link",
    "exact": "Read"
  },
  "side-level1b": {
    "sel": "aside a.nav-link",
    "text": "Level 1",
    "nth": 2
  },
  "folder-junk": {
    "sel": "section.content a.nav-link",
    "text": "Junk"
  },
  "label-promo": {
    "sel": "section.content a.nav-link",
    "text": "Promotions"
  },
  "labels-collapse": {
    "sel": "button[data-card-widget=collapse]",
    "nth": 2
  },
  "in-search-mail": {
    "sel": "input[placeholder=\"Search Mail\"]"
  },
  "search-mail-btn": {
    "sel": "div.card-tools div.btn-primary"
  },
  "top-trash": {
    "sel": "button",
    "nth": 2,
    "in": {
      "sel": "div.mailbox-controls",
      "nth": 1
    }
  },
  "bot-reply": {
    "sel": "button",
    "nth": 3,
    "in": {
      "sel": "div.mailbox-controls",
      "nth": 2
    }
  },
  "top-refresh": {
    "sel": "button",
    "nth": 5,
    "in": {
      "sel": "div.mailbox-controls",
      "nth": 1
    }
  },
  "top-next": {
    "sel": "button",
    "nth": 7,
    "in": {
      "sel": "div.mailbox-controls",
      "nth": 1
    }
  },
  "bot-checkall": {
    "sel": "button.checkbox-toggle",
    "in": {
      "sel": "div.mailbox-controls",
      "nth": 2
    }
  },
  "check-11h": {
    "sel": "div.icheck-primary label",
    "in": {
      "sel": "div.mailbox-messages tbody tr",
      "nth": 3
    }
  },
  "star-1": {
    "sel": "td.mailbox-star a",
    "in": {
      "sel": "div.mailbox-messages tbody tr",
      "nth": 1
    }
  },
  "star-12d": {
    "sel": "td.mailbox-star a",
    "in": {
      "sel": "div.mailbox-messages tbody tr",
      "nth": 12
    }
  },
  "name-yesterday": {
    "sel": "td.mailbox-name a",
    "in": {
      "sel": "div.mailbox-messages tbody tr",
      "nth": 5
    }
  },
  "name-last": {
    "sel": "td.mailbox-name a",
    "in": {
      "sel": "div.mailbox-messages tbody tr",
      "nth": 15
    }
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
    let missing = 0;
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (!el) { missing++; continue; }
      if (!(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
    return missing;
  }
  apply();
  let n = 0;
  const t = setInterval(function () { n++; if (apply() === 0 || n > 100) clearInterval(t); }, 100);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
