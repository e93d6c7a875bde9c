// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (marks are set by CSS selector, optionally inside a container and by visible text; nth counted from 1). Nothing else.
(function () {
  var MARKS = {
  "newver": {
    "sel": ".new-version a"
  },
  "logo": {
    "sel": "a[aria-label='Back home']"
  },
  "examples": {
    "sel": "a[href='https://github.com/picocss/examples']"
  },
  "docs": {
    "sel": "body > nav a[href='./']"
  },
  "github": {
    "sel": "a[aria-label='Pico GitHub repository']"
  },
  "side-getting": {
    "sel": "aside summary",
    "text": "Getting started"
  },
  "side-utilities": {
    "sel": "aside summary",
    "text": "Utilities"
  },
  "side-modal": {
    "sel": "aside a",
    "text": "Modal"
  },
  "side-progress": {
    "sel": "aside a",
    "text": "Progress"
  },
  "theme": {
    "sel": "button.theme-switcher"
  },
  "select-link": {
    "sel": "main p a[href='forms.html']"
  },
  "dd-default": {
    "sel": "main article summary",
    "nth": 1
  },
  "native-select": {
    "sel": "main article select"
  },
  "btn1": {
    "sel": "main article summary",
    "text": "Dropdown as a button 1"
  },
  "btn2": {
    "sel": "main article summary",
    "text": "Dropdown as a button 2"
  },
  "btn3": {
    "sel": "main article summary",
    "text": "Dropdown as a button 3"
  },
  "single": {
    "sel": "main article summary",
    "text": "Select single element"
  },
  "multiple": {
    "sel": "main article summary",
    "text": "Select multiple elements"
  },
  "nav-link": {
    "sel": "main p a[href='navs.html']"
  },
  "n1-link": {
    "in": "main article nav",
    "in_nth": 1,
    "sel": "a",
    "text": "Link"
  },
  "n1-dd": {
    "in": "main article nav",
    "in_nth": 1,
    "sel": "summary"
  },
  "n2-dd": {
    "in": "main article nav",
    "in_nth": 2,
    "sel": "summary",
    "nth": 1
  },
  "n2-btn": {
    "in": "main article nav",
    "in_nth": 2,
    "sel": "summary[role=button]"
  },
  "n3-link1": {
    "in": "main article nav",
    "in_nth": 3,
    "sel": "a",
    "text": "Link",
    "nth": 1
  },
  "n3-link2": {
    "in": "main article nav",
    "in_nth": 3,
    "sel": "a",
    "text": "Link",
    "nth": 2
  },
  "n3-dd": {
    "in": "main article nav",
    "in_nth": 3,
    "sel": "a",
    "text": "Dropdown"
  },
  "mit": {
    "sel": "a[href*='LICENSE.md']"
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
