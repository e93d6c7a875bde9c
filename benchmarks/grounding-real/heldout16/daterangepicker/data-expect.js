// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the configurator's own script builds the date range picker and opens it at load). Nothing else.
(function () {
  const MARKS = {
  "in-minDate": {
    "sel": "#minDate"
  },
  "in-maxDate": {
    "sel": "#maxDate"
  },
  "in-parentEl": {
    "sel": "#parentEl"
  },
  "in-increment": {
    "sel": "#timePickerIncrement"
  },
  "in-applyClass": {
    "sel": "#applyClass"
  },
  "in-cancelClass": {
    "sel": "#cancelClass"
  },
  "in-endDate": {
    "sel": "#endDate"
  },
  "cb-single": {
    "sel": "#singleDatePicker"
  },
  "cb-dropdowns": {
    "sel": "#showDropdowns"
  },
  "cb-isoweek": {
    "sel": "#showISOWeekNumbers"
  },
  "cb-autoapply": {
    "sel": "#autoApply"
  },
  "cb-linked": {
    "sel": "#linkedCalendars"
  },
  "cb-24h": {
    "sel": "#timePicker24Hour"
  },
  "cb-always": {
    "sel": "#alwaysShowCalendars"
  },
  "sel-drops": {
    "sel": "#drops"
  },
  "in-demo": {
    "sel": "#config-demo"
  },
  "rng-last7": {
    "sel": ".daterangepicker.show-ranges .ranges li",
    "exact": "Last 7 Days"
  },
  "rng-lastmonth": {
    "sel": ".daterangepicker.show-ranges .ranges li",
    "exact": "Last Month"
  },
  "rng-yesterday": {
    "sel": ".daterangepicker.show-ranges .ranges li",
    "exact": "Yesterday"
  },
  "apply": {
    "sel": ".daterangepicker.show-ranges .applyBtn"
  },
  "cancel": {
    "sel": ".daterangepicker.show-ranges .cancelBtn"
  },
  "next": {
    "sel": ".daterangepicker.show-ranges .drp-calendar.right th.next"
  },
  "prev": {
    "sel": ".daterangepicker.show-ranges .drp-calendar.left th.prev"
  },
  "left-hour": {
    "sel": ".daterangepicker.show-ranges .drp-calendar.left select.hourselect"
  },
  "right-ampm": {
    "sel": ".daterangepicker.show-ranges .drp-calendar.right select.ampmselect"
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
