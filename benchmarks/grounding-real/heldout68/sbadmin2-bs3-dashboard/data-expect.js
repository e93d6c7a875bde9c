// Marks for elements that Morris.js draws by script (the donut chart's slices).
(function () {
  var marks = [
    ['#morris-donut-chart svg path[fill="#0b62a4"]', 'donut-download'],
    ['#morris-donut-chart svg path[fill="#679dc6"]', 'donut-mailorder']
  ];
  var tries = 0;
  function apply() {
    var done = 0;
    marks.forEach(function (m) {
      var e = document.querySelector(m[0]);
      if (e) { if (e.getAttribute('data-expect') !== m[1]) e.setAttribute('data-expect', m[1]); done++; }
    });
    if (++tries < 100) setTimeout(apply, done === marks.length ? 500 : 100);
  }
  apply();
})();
