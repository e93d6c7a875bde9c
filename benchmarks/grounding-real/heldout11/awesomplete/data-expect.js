// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (awesomplete wraps its fields and index.js builds the top menu). Nothing else.
(function () {
  const MARKS = {
  "in-lang": {
    "sel": "input.awesomplete",
    "nth": 1
  },
  "nav-customize": {
    "sel": "nav a",
    "exact": "Customize"
  },
  "nav-download": {
    "sel": "nav a",
    "exact": "Download!"
  },
  "nav-advanced": {
    "sel": "nav a",
    "exact": "Advanced Examples"
  },
  "nav-events": {
    "sel": "nav a",
    "exact": "Events"
  },
  "nav-api": {
    "sel": "nav a",
    "exact": "API"
  },
  "badge": {
    "sel": "header a.size"
  },
  "link-datalist": {
    "sel": "header p a",
    "text": "still doesn"
  },
  "link-customize": {
    "sel": "a",
    "exact": "super easy to customize"
  },
  "in-autofirst": {
    "sel": "input[data-autofirst]"
  },
  "link-basic-table": {
    "sel": "td a[href=\"#basic-usage\"]"
  },
  "link-advanced-text": {
    "sel": "section a[href=\"#advanced-examples\"]"
  },
  "in-email": {
    "sel": "input[type=email]"
  },
  "in-tags": {
    "sel": "input[data-multiple]"
  },
  "in-ajax": {
    "in": {
      "sel": "label",
      "text": "Select French speaking country"
    },
    "sel": "input"
  },
  "in-combo": {
    "sel": "input.dropdown-input"
  },
  "btn-combo": {
    "sel": "button.dropdown-btn"
  },
  "link-bug": {
    "sel": "a",
    "exact": "File a bug"
  },
  "link-lea": {
    "sel": "footer a",
    "exact": "Lea Verou"
  },
  "tweet": {
    "sel": "a.twitter-share-button"
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
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
