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
  "toc": {
    "sel": "#toggle-docs-navigation"
  },
  "first": {
    "sel": "#firstname"
  },
  "last": {
    "sel": "#lastname"
  },
  "email": {
    "sel": "#email"
  },
  "submit": {
    "sel": "button[aria-label='Example button']"
  },
  "valid": {
    "sel": "input[placeholder='Valid']"
  },
  "invalid": {
    "sel": "input[placeholder='Invalid']"
  },
  "readonly": {
    "sel": "input[value='Readonly']"
  },
  "fruit": {
    "sel": "#fruit"
  },
  "medium": {
    "sel": "#medium"
  },
  "large": {
    "sel": "#large"
  },
  "terms": {
    "sel": "#terms"
  },
  "publish": {
    "sel": "#switch"
  },
  "selectall": {
    "sel": "#indeterminate-checkbox"
  },
  "search": {
    "sel": "#search"
  },
  "file": {
    "sel": "#file"
  },
  "range": {
    "sel": "#range"
  },
  "date": {
    "sel": "#date"
  },
  "time": {
    "sel": "#time"
  },
  "color": {
    "sel": "#color"
  },
  "mit": {
    "sel": "a[href*='LICENSE.md']"
  },
  "theme": {
    "sel": "button.theme-switcher"
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
