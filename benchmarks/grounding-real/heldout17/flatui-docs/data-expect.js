// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (bootstrap-switch, select2, tags input, jQuery UI sliders, radiocheck, typeahead). Nothing else.
(function () {
  const MARKS = {
  "side-pagination": {
    "sel": ".demo-sidebar a",
    "exact": "Pagination"
  },
  "side-video": {
    "sel": ".demo-sidebar a",
    "exact": "Video Player"
  },
  "tip-btn": {
    "sel": "button",
    "text": "$300"
  },
  "cb-2": {
    "sel": "label[for=checkbox2]"
  },
  "rb-1": {
    "sel": "label[for=radio1]"
  },
  "dd-inverse": {
    "sel": "button.btn-inverse.dropdown-toggle"
  },
  "in-warning": {
    "sel": ".has-warning input"
  },
  "in-flat": {
    "sel": "input.flat"
  },
  "in-withicon": {
    "sel": "input[placeholder='With icon']"
  },
  "in-prepend": {
    "sel": "input[placeholder='Prepend']"
  },
  "feat-large": {
    "in": {
      "sel": "nav.navbar-lg"
    },
    "sel": "a",
    "exact": "Features"
  },
  "prod-inverted": {
    "in": {
      "sel": "nav.navbar-inverse"
    },
    "sel": "a",
    "exact": "Products"
  },
  "in-embossed-search": {
    "sel": "#navbarInput-03"
  },
  "submit-inline": {
    "sel": "nav button",
    "exact": "Submit"
  },
  "signin-xs": {
    "sel": "button.navbar-btn.btn-xs"
  },
  "aboutus": {
    "sel": "a",
    "text": "About Us"
  },
  "newer-yellow": {
    "sel": ".pagination-warning a.next"
  },
  "red-3": {
    "sel": ".pagination-danger a",
    "exact": "3"
  },
  "text-prev": {
    "sel": ".pagination-plain a",
    "text": "Previous"
  },
  "sel-profile": {
    "sel": "div.select2-container.select-primary"
  },
  "sw-blue": {
    "sel": ".bootstrap-switch-id-custom-switch-06"
  },
  "sw-ag": {
    "sel": ".bootstrap-switch-id-custom-switch-12"
  },
  "in-tags-grey": {
    "in": {
      "sel": ".bootstrap-tagsinput",
      "text": "Clean"
    },
    "sel": "input"
  },
  "vslider-handle": {
    "sel": "#vertical-slider .ui-slider-handle"
  },
  "in-typeahead": {
    "sel": "#typeahead-demo-01"
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
