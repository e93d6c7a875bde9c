// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "box-top": {
    "sel": "label.select",
    "nth": 1
  },
  "box-usa": {
    "sel": "label.select",
    "nth": 2
  },
  "box-usa-large": {
    "sel": "label.select",
    "nth": 3
  },
  "box-evps": {
    "sel": "label.select",
    "nth": 4
  },
  "tag-remove": {
    "sel": "span.remover",
    "in": {
      "sel": "label.select",
      "nth": 5
    }
  },
  "box-selectitem": {
    "sel": "label.select",
    "nth": 6
  },
  "fill": {
    "sel": "button",
    "exact": "Fill select"
  },
  "btn-ball": {
    "sel": "button#SET_2"
  },
  "btn-board": {
    "sel": "button#SET_6"
  },
  "box-categories": {
    "sel": "label.select",
    "nth": 7
  },
  "opt-top-bankpanic": {
    "sel": "li[data-value=\"bankp\"]",
    "in": {
      "sel": "label.select",
      "nth": 1
    }
  },
  "opt-top-astro": {
    "sel": "li[data-value=\"astrob\"]",
    "in": {
      "sel": "label.select",
      "nth": 1
    }
  },
  "opt-usa-apple-alaska": {
    "sel": "li[data-value=\"apple-usa-alaska\"]",
    "in": {
      "sel": "label.select",
      "nth": 2
    }
  },
  "opt-large-ms-alabama": {
    "sel": "li[data-value=\"microsoft-usa-alabama\"]",
    "in": {
      "sel": "label.select",
      "nth": 3
    }
  },
  "opt-evps-portal": {
    "sel": "li[data-value=\"portal\"]",
    "in": {
      "sel": "label.select",
      "nth": 4
    }
  },
  "opt-tag-pentium": {
    "sel": "li[data-value=\"dedicated_pentium_hp\"]",
    "in": {
      "sel": "label.select",
      "nth": 5
    }
  },
  "opt-cat-chess": {
    "sel": "li[data-value=\"10\"]",
    "in": {
      "sel": "label.select",
      "nth": 7
    }
  },
  "opt-cat-pong": {
    "sel": "li[data-value=\"5\"]",
    "in": {
      "sel": "label.select",
      "nth": 7
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
