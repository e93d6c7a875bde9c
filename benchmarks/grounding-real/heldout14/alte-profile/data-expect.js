// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "follow": {
    "sel": "a.btn-block",
    "text": "Follow"
  },
  "friends": {
    "sel": "a.float-right",
    "exact": "13,287"
  },
  "following": {
    "sel": "a.float-right",
    "exact": "543"
  },
  "nina-pic": {
    "sel": "img.profile-user-img"
  },
  "tab-timeline": {
    "sel": "a.nav-link[data-toggle=tab]",
    "exact": "Timeline"
  },
  "tab-settings": {
    "sel": "a.nav-link[data-toggle=tab]",
    "exact": "Settings"
  },
  "sarah": {
    "sel": "span.username a",
    "text": "Sarah Ross"
  },
  "jon-avatar": {
    "sel": "img.img-circle",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 1
    }
  },
  "adam-x": {
    "sel": "a.btn-tool",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "jon-x": {
    "sel": "a.btn-tool",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 1
    }
  },
  "jon-share": {
    "sel": "a.link-black",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 1
    }
  },
  "adam-like": {
    "sel": "a.link-black",
    "nth": 2,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "jon-comments": {
    "sel": "a.link-black",
    "nth": 3,
    "in": {
      "sel": "#activity div.post",
      "nth": 1
    }
  },
  "adam-comments": {
    "sel": "a.link-black",
    "nth": 3,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "in-adam-comment": {
    "sel": "input",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "in-jon-comment": {
    "sel": "input",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 1
    }
  },
  "in-response": {
    "sel": "input[placeholder=Response]"
  },
  "send": {
    "sel": "#activity button",
    "exact": "Send"
  },
  "photo-big": {
    "sel": "img.img-fluid",
    "nth": 1,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "photo-woman": {
    "sel": "img.img-fluid",
    "nth": 3,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "photo-canal": {
    "sel": "img.img-fluid",
    "nth": 4,
    "in": {
      "sel": "#activity div.post",
      "nth": 3
    }
  },
  "side-contactus": {
    "sel": "aside a.nav-link",
    "exact": "Contact us"
  },
  "side-projedit": {
    "sel": "aside a.nav-link",
    "exact": "Project Edit"
  },
  "crumb-home": {
    "sel": "ol.breadcrumb a",
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
