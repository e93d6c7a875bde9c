// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (marks are set by CSS selector, optionally inside a container and by visible text; nth counted from 1). Nothing else.
(function () {
  var MARKS = {
  "nav-quick": {
    "sel": ".menu-title",
    "text": "Quick Start"
  },
  "nav-components": {
    "sel": ".menu-title",
    "text": "Components"
  },
  "nav-changelog": {
    "sel": "a.menu-item",
    "text": "Changelog"
  },
  "nav-custom": {
    "sel": "a.menu-item",
    "text": "Customization"
  },
  "tab-dialog": {
    "sel": ".tabs a",
    "text": "Dialog"
  },
  "tab-inline": {
    "sel": ".tabs a",
    "text": "Inline"
  },
  "tab-labels": {
    "sel": ".tabs a",
    "text": "Custom labels"
  },
  "tab-labels-inline": {
    "sel": ".tabs a",
    "text": "Custom labels - Inline"
  },
  "default-input": {
    "sel": "#display-default .datetimepicker-dummy-input"
  },
  "default-clear": {
    "sel": "#display-default .datetimepicker-clear-button"
  },
  "range-start": {
    "sel": "#range .datetimepicker-dummy-input"
  },
  "range-end": {
    "sel": "#range .datetimepicker-dummy-input",
    "nth": 2
  },
  "disabled-dates": {
    "sel": ".datetimepicker-dummy-wrapper:has(#datepickerDemoDisabledDates) > .datetimepicker-dummy-input"
  },
  "disabled-weekdays": {
    "sel": ".datetimepicker-dummy-wrapper:has(#datepickerDemoDisabledWeekDays) > .datetimepicker-dummy-input"
  },
  "highlighted": {
    "sel": ".datetimepicker-dummy-wrapper:has(#datepickerDemoHighlightedDates) > .datetimepicker-dummy-input"
  },
  "weekstart": {
    "sel": ".datetimepicker-dummy-wrapper:has(#datepickerDemoWeekStart) > .datetimepicker-dummy-input"
  },
  "colors-anchor": {
    "sel": "a#colors"
  },
  "teal-next": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 1,
    "sel": ".datepicker-nav-next"
  },
  "teal-month": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 1,
    "sel": ".datepicker-nav-month"
  },
  "blue-prev": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 2,
    "sel": ".datepicker-nav-previous"
  },
  "blue-year": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 2,
    "sel": ".datepicker-nav-year"
  },
  "green-15": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 3,
    "sel": ".is-current-month .date-item",
    "text": "15"
  },
  "green-clear": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 3,
    "sel": ".datetimepicker-footer-clear"
  },
  "orange-today": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 4,
    "sel": ".datetimepicker-footer-today"
  },
  "red-12": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 5,
    "sel": ".is-current-month .date-item",
    "text": "12"
  },
  "red-clear": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 5,
    "sel": ".datetimepicker-footer-clear"
  },
  "grey-10": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 6,
    "sel": ".is-current-month .date-item",
    "text": "10"
  },
  "dark-next": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 7,
    "sel": ".datepicker-nav-next"
  },
  "black-20": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 8,
    "sel": ".is-current-month .date-item",
    "text": "20"
  },
  "black-today": {
    "in": "#colors ~ .columns > .column",
    "in_nth": 8,
    "sel": ".datetimepicker-footer-today"
  },
  "privacy": {
    "sel": "footer a",
    "text": "Privacy"
  },
  "imprint": {
    "sel": "footer a",
    "text": "Imprint"
  }
};
  function apply() {
    Object.keys(MARKS).forEach(function (key) {
      var m = MARKS[key];
      var root = m["in"] ? document.querySelectorAll(m["in"])[(m.in_nth || 1) - 1] : document;
      if (!root) return;
      var list = Array.prototype.slice.call(root.querySelectorAll(m.sel));
      if (m.text) list = list.filter(function (e) { return e.textContent.trim() === m.text; });
      var el = list[(m.nth || 1) - 1];
      if (!el) return;
      var cur = (el.getAttribute("data-expect") || "").split(" ").filter(Boolean);
      if (cur.indexOf(key) < 0) { cur.push(key); el.setAttribute("data-expect", cur.join(" ")); }
    });
  }
  if (document.readyState === "complete") apply(); else window.addEventListener("load", apply);
  setTimeout(apply, 300); setTimeout(apply, 1200);
})();
