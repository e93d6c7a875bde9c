// Added for the grounding corpus: marks the intended elements with data-expect once bootstrap-select has
// built its dropdown buttons (this page's dropdowns are made by JavaScript from <select>s). Nothing else.
(function () {
  const MARKS = {
    "dd-number": ["select#number ~ button.dropdown-toggle", 1],
    "dd-number-multiple": ["select#number-multiple ~ button.dropdown-toggle", 1],
    "dd-number2": ["select#number2 ~ button.dropdown-toggle", 1],
    "dd-number2-multiple": ["select#number2-multiple ~ button.dropdown-toggle", 1],
    "dd-basic-search": ["select#basic ~ button.dropdown-toggle", 2],
    "dd-basic-max1": ["select#basic2 ~ button.dropdown-toggle", 1],
    "dd-max2": ["select#maxOption2 ~ button.dropdown-toggle", 1],
    "dd-error": ["select#error ~ button.dropdown-toggle", 1],
    "dd-country": ["select#country ~ button.dropdown-toggle", 1],
    "dd-navbar": ["form[role=search] button.dropdown-toggle", 1],
    "dd-apple": ["select#first-disabled ~ button.dropdown-toggle", 1],
    "dd-first-disabled2": ["select#first-disabled2 ~ button.dropdown-toggle", 1],
    "dd-one-append": [".input-group button.dropdown-toggle", 1],
    "dd-one-prepend": ["select.mobile-device", 1],
    "dd-done": ["select#done ~ button.dropdown-toggle", 1],
    "dd-tokens": ["select#tokens ~ button.dropdown-toggle", 1],
    "dd-lunch": ["select#lunchBegins ~ button.dropdown-toggle", 1]
  };
  function mark() {
    for (const [key, [sel, nth]] of Object.entries(MARKS)) {
      const el = document.querySelectorAll(sel)[nth - 1];
      if (el && !el.hasAttribute("data-expect")) el.setAttribute("data-expect", key);
    }
  }
  if (document.readyState === "complete") mark(); else window.addEventListener("load", mark);
})();
