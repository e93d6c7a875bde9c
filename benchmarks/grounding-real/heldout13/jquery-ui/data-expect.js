// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery UI builds its accordion, tabs, selectmenus, spinners, slider and calendar by script). Nothing else.
(function () {
  const MARKS = {
  "acc-second": {
    "sel": "#accordion h3",
    "exact": "Second"
  },
  "acc-third": {
    "sel": "#accordion h3",
    "exact": "Third"
  },
  "in-auto": {
    "sel": "input#autocomplete"
  },
  "btn-plain": {
    "sel": "button#button"
  },
  "btn-icon": {
    "sel": "button#button-icon"
  },
  "choice3": {
    "sel": "label[for=radio3]"
  },
  "car-dd": {
    "sel": "#car-type-button"
  },
  "car-suv": {
    "sel": "#car-type-menu li div",
    "exact": "SUV"
  },
  "rc-auto": {
    "sel": "label[for=transmission-automatic]"
  },
  "rc-ins": {
    "sel": "label[for=insurance]"
  },
  "in-cars": {
    "sel": "input#horizontal-spinner"
  },
  "cars-up": {
    "sel": ".ui-spinner a.ui-spinner-up",
    "nth": 1
  },
  "book": {
    "sel": "#controlgroup button",
    "text": "Book Now"
  },
  "tab-third": {
    "sel": "#tabs li a",
    "exact": "Third"
  },
  "tab-second": {
    "sel": "#tabs li a",
    "exact": "Second"
  },
  "dialog": {
    "sel": "#dialog-link"
  },
  "ico-heart": {
    "sel": "#icons li[title='.ui-icon-heart']"
  },
  "ico-print": {
    "sel": "#icons li[title='.ui-icon-print']"
  },
  "slide-right": {
    "sel": "#slider .ui-slider-handle",
    "nth": 2
  },
  "dp-next": {
    "sel": "#datepicker a.ui-datepicker-next"
  },
  "dp-prev": {
    "sel": "#datepicker a.ui-datepicker-prev"
  },
  "dp-15": {
    "sel": "#datepicker td a",
    "exact": "15"
  },
  "speed-dd": {
    "sel": "#selectmenu-button"
  },
  "in-spin": {
    "sel": "input#spinner"
  },
  "spin-down": {
    "sel": ".ui-spinner a.ui-spinner-down",
    "nth": 2
  },
  "menu-4": {
    "sel": "#menu > li > div",
    "exact": "Item 4"
  },
  "tooltip": {
    "sel": "#tooltip a"
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
  const timer = setInterval(apply, 200);
  setTimeout(() => clearInterval(timer), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
