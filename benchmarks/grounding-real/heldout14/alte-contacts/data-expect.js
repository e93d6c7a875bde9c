// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "vp-1": {
    "sel": "a.btn-primary",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 1
    }
  },
  "chat-6": {
    "sel": "a.bg-teal",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 6
    }
  },
  "vp-9": {
    "sel": "a.btn-primary",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 9
    }
  },
  "vp-7": {
    "sel": "a.btn-primary",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 7
    }
  },
  "chat-5": {
    "sel": "a.bg-teal",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 5
    }
  },
  "img-2": {
    "sel": "img",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 2
    }
  },
  "vp-4": {
    "sel": "a.btn-primary",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 4
    }
  },
  "chat-3": {
    "sel": "a.bg-teal",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 3
    }
  },
  "chat-7": {
    "sel": "a.bg-teal",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 7
    }
  },
  "img-9": {
    "sel": "img",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 9
    }
  },
  "img-5": {
    "sel": "img",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 5
    }
  },
  "vp-8": {
    "sel": "a.btn-primary",
    "in": {
      "sel": "section.content div.card.bg-light",
      "nth": 8
    }
  },
  "page-5": {
    "sel": "a.page-link",
    "exact": "5"
  },
  "page-8": {
    "sel": "a.page-link",
    "exact": "8"
  },
  "page-1": {
    "sel": "a.page-link",
    "exact": "1"
  },
  "side-ecommerce": {
    "sel": "aside a.nav-link",
    "exact": "E-commerce"
  },
  "side-widgets": {
    "sel": "aside a.nav-link",
    "text": "Widgets"
  },
  "side-search-btn": {
    "sel": "aside button.btn-sidebar"
  },
  "side-user": {
    "sel": "aside div.user-panel a",
    "text": "Alexander Pierce"
  },
  "crumb-home": {
    "sel": "ol.breadcrumb a",
    "exact": "Home"
  },
  "nav-home": {
    "sel": "nav.main-header a.nav-link",
    "exact": "Home"
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
