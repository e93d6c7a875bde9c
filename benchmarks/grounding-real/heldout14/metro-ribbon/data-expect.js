// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "tab-file": {
    "sel": "ul.tabs-holder a",
    "exact": "File"
  },
  "tab-buttons": {
    "sel": "ul.tabs-holder a",
    "exact": "Buttons"
  },
  "tab-inputs": {
    "sel": "ul.tabs-holder a",
    "exact": "Inputs"
  },
  "tab-main": {
    "sel": "ul.tabs-holder a",
    "exact": "Main"
  },
  "share": {
    "sel": "button.ribbon-button",
    "text": "Share"
  },
  "email": {
    "sel": "button.ribbon-button",
    "text": "Email"
  },
  "compress": {
    "sel": "button.ribbon-button",
    "text": "Compress"
  },
  "pin": {
    "sel": "button.ribbon-tool-button",
    "nth": 1
  },
  "alarm": {
    "sel": "button.ribbon-tool-button",
    "nth": 2
  },
  "gears": {
    "sel": "button.ribbon-main"
  },
  "options": {
    "sel": "span.ribbon-split"
  },
  "apps": {
    "sel": "button.ribbon-icon-button",
    "text": "Apps"
  },
  "view-icons": {
    "sel": "button.ribbon-icon-button",
    "exact": "Icons"
  },
  "view-small": {
    "sel": "button.ribbon-icon-button",
    "exact": "Small icons"
  },
  "view-large": {
    "sel": "button.ribbon-icon-button",
    "exact": "Large icons"
  },
  "view-tiles": {
    "sel": "button.ribbon-icon-button",
    "exact": "Tiles"
  },
  "win-close": {
    "sel": "div.window-caption span.btn-close"
  },
  "win-min": {
    "sel": "div.window-caption span.btn-min"
  },
  "win-max": {
    "sel": "div.window-caption span.btn-max"
  },
  "dd-compress-authors": {
    "sel": "a",
    "exact": "Authors",
    "in": {
      "sel": "ul.ribbon-dropdown",
      "nth": 1
    }
  },
  "dd-alarm-columns": {
    "sel": "a",
    "exact": "Columns...",
    "in": {
      "sel": "ul.ribbon-dropdown",
      "nth": 2
    }
  },
  "dd-options-tags": {
    "sel": "a",
    "exact": "Tags",
    "in": {
      "sel": "ul.ribbon-dropdown",
      "nth": 3
    }
  },
  "dd-apps-size": {
    "sel": "a",
    "exact": "Size",
    "in": {
      "sel": "ul.ribbon-dropdown",
      "nth": 4
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
