/* Adds data-expect marks to parts of the inline date-time picker that the page's own script builds at load
   (the "With inline mode using altField" example in the Examples tab). Marks only; nothing else. */
(function () {
  var marks = [
    ['#alt_example_4 .ui-datepicker-current', 'inline-now'],
    ['#alt_example_4 .ui-datepicker-next', 'inline-next-month']
  ];
  var tries = 0;
  function apply() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) el.setAttribute('data-expect', m[1]); else left++;
    });
    if (left && ++tries < 40) setTimeout(apply, 100);
  }
  apply();
})();
