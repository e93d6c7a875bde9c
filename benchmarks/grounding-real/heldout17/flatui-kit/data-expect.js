// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (bootstrap-switch, select2, tags input, jQuery UI slider, radiocheck). Nothing else.
(function () {
  const MARKS = {
  "btn-default": {
    "sel": "a.btn-default",
    "exact": "Default Button"
  },
  "btn-info": {
    "sel": "a.btn-info",
    "exact": "Info Button"
  },
  "in-error": {
    "sel": ".has-error input"
  },
  "in-success": {
    "sel": ".has-success input"
  },
  "in-tags": {
    "sel": ".bootstrap-tagsinput input"
  },
  "dd-default": {
    "sel": "button.dropdown-toggle",
    "exact": "Default"
  },
  "dd-sep": {
    "sel": ".btn-group > .dropdown-menu a",
    "exact": "Separated link"
  },
  "sel-hero": {
    "sel": "div.select2-container"
  },
  "nav-search-btn": {
    "sel": "nav .navbar-form button"
  },
  "slider-handle": {
    "sel": "#slider .ui-slider-handle"
  },
  "nav-camera": {
    "sel": ".btn-toolbar a.btn",
    "nth": 2
  },
  "nav-eye": {
    "sel": ".btn-toolbar a.btn",
    "nth": 4
  },
  "pager-next": {
    "sel": ".pager li.next a"
  },
  "page-5": {
    "sel": ".pagination a",
    "exact": "5"
  },
  "page-prev": {
    "sel": ".pagination li.previous a"
  },
  "cb-unchecked": {
    "sel": "label[for=checkbox1]"
  },
  "radio-off": {
    "sel": "label.radio",
    "exact": "Radio is off"
  },
  "sw-02": {
    "sel": ".bootstrap-switch-id-custom-switch-02"
  },
  "sw-03": {
    "sel": ".bootstrap-switch-id-custom-switch-03"
  },
  "sw-pinterest": {
    "in": {
      "sel": ".share li",
      "text": "Pinterest"
    },
    "sel": ".bootstrap-switch"
  },
  "todo-ironman": {
    "sel": ".todo li",
    "text": "Iron Man"
  },
  "in-todo-search": {
    "sel": ".todo-search-field"
  },
  "getpro-3": {
    "sel": "a.btn",
    "exact": "Get Pro",
    "nth": 3
  },
  "in-login-name": {
    "sel": "#login-name"
  },
  "follow": {
    "sel": "a.btn-danger",
    "text": "Follow"
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
