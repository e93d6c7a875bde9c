// Added for the grounding corpus: marks the three selectize dropdowns with data-expect once selectize has
// built them from their <select>s (the page's own script replaces each select by a div control). Nothing else.
(function () {
  const MARKS = {"dd-beast": "#select-beast", "dd-users": "#select-users", "dd-countries": "#select-countries"};
  function mark() {
    for (const [key, sel] of Object.entries(MARKS)) {
      const select = document.querySelector(sel);
      const control = select && select.parentElement.querySelector(".selectize-control .selectize-input");
      if (control && !control.hasAttribute("data-expect")) control.setAttribute("data-expect", key);
    }
  }
  let tries = 0;  // selectize runs in a require.js callback: try until all three are marked (10 s at most)
  const timer = setInterval(() => { mark(); if (document.querySelectorAll(".selectize-input[data-expect]").length === 3 || ++tries > 100) clearInterval(timer); }, 100);
})();
