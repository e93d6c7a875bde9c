// Adds the benchmark's data-expect marks to elements that the page's scripts build. Does nothing else.
(function () {
  var marks = [
    ['#pagination1 .bootstrap-select button.dropdown-toggle', 'page-size'],
    ['#table1 tbody tr:nth-child(1) td:first-child input[type="checkbox"]', 'row1-check'],
    ['#table1 tbody tr:nth-child(2) td:first-child input[type="checkbox"]', 'row2-check'],
    ['#table1 tbody tr:nth-child(3) td:first-child input[type="checkbox"]', 'row3-check'],
    ['#table1 tbody tr:nth-child(7) td:first-child input[type="checkbox"]', 'row7-check'],
    ['#table1 tbody tr:nth-child(1) .table-view-pf-btn button', 'row1-actions'],
    ['#table1 tbody tr:nth-child(4) .table-view-pf-btn button', 'row4-actions'],
    ['#table1 tbody tr:nth-child(6) .table-view-pf-btn button', 'row6-actions'],
    ['#table1 tbody tr:nth-child(9) .table-view-pf-btn button', 'row9-actions'],
    ['#table1 tbody tr:nth-child(10) .dropdown-kebab-pf button', 'row10-kebab'],
    ['#table1 tbody tr:nth-child(15) .dropdown-kebab-pf button', 'row15-kebab'],
    ['#table1 tbody tr:nth-child(1) .dropdown-kebab-pf li:nth-child(2) a', 'row1-another']
  ];
  var tries = 0;
  function apply() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) { el.setAttribute('data-expect', m[1]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
