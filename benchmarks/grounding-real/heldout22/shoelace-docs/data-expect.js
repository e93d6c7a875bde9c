// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (marks are set by CSS selector, optionally inside a container and by visible text; nth counted from 1). Nothing else.
(function () {
  var MARKS = {
  "donate": {
    "sel": "a[href='https://paypal.me/claviska']"
  },
  "follow": {
    "sel": "a[href='https://twitter.com/shoelacecss']"
  },
  "star": {
    "sel": "a.github-button[aria-label^='Star']"
  },
  "bug": {
    "sel": "a.github-button[aria-label^='Issue']"
  },
  "toc-switches": {
    "sel": "a[href='#switches']:not(.bookmark)"
  },
  "toc-grid": {
    "sel": "a[href='#grid-system']:not(.bookmark)"
  },
  "hash-buttons": {
    "sel": "#buttons a.bookmark"
  },
  "danger": {
    "sel": "p > button.button-danger"
  },
  "linkbtn": {
    "sel": "button.button-link"
  },
  "bigbtn": {
    "sel": "p > button.button-big"
  },
  "normalblock": {
    "sel": ".input-single > button.button-block:not(.button-small):not(.button-big)"
  },
  "active-warning": {
    "sel": "button.button-warning.active"
  },
  "filebtn": {
    "sel": "label.button"
  },
  "table-filebtn": {
    "sel": "table label.button"
  },
  "dd": {
    "sel": ".dropdown-trigger",
    "nth": 1
  },
  "dd-topleft": {
    "sel": ".dropdown-trigger",
    "nth": 4
  },
  "currency": {
    "sel": ".dropdown-trigger",
    "nth": 5
  },
  "amount": {
    "sel": "input[placeholder='10.00']"
  },
  "cb2": {
    "sel": "table input[type=checkbox]",
    "nth": 2
  },
  "radio2": {
    "sel": "table input[name=radio]",
    "nth": 2
  },
  "range": {
    "sel": "table input[type=range]"
  },
  "select": {
    "sel": "table select"
  },
  "textarea": {
    "sel": "table textarea"
  },
  "big": {
    "sel": "input.input-big[placeholder='Big']"
  },
  "login-user": {
    "sel": "fieldset input[type=text]"
  },
  "login-remember": {
    "sel": "fieldset input[type=checkbox]"
  },
  "login-btn": {
    "sel": "fieldset button"
  },
  "middle": {
    "sel": "input[placeholder='Middle']"
  },
  "submit-left": {
    "sel": ".input-group > button",
    "nth": 2
  },
  "option2": {
    "sel": ".input-group > button",
    "nth": 5
  },
  "invalid": {
    "sel": ".input-invalid input"
  },
  "sw-opt2": {
    "sel": "label[for='switch-2']"
  },
  "sw-big": {
    "sel": "label[for='switch-5']"
  },
  "tab3": {
    "sel": ".tabs-nav a",
    "nth": 3
  },
  "vtab2": {
    "sel": ".tabs-nav a",
    "nth": 6
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
