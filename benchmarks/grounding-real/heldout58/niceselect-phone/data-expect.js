// Adds data-expect marks to the dropdowns that jquery.nice-select builds at load. Does nothing else.
(function () {
  // [index of the built dropdown in page order, CSS selector inside it ('' = the dropdown itself), key]
  var marks = [
    [0, '', 'dd-basic'], [0, 'li.option[data-value="4"]', 'basic-potato'], [0, 'li.option[data-value="2"]', 'basic-another'],
    [1, '', 'dd-display'], [1, 'li.option[data-value="1"]', 'display-some'], [1, 'li.option[data-value="4"]', 'display-potato'], [1, 'li.option[data-value="Nothing"]', 'display-nothing'],
    [2, '', 'dd-wide'], [2, 'li.option[data-value="2"]', 'wide-another'], [2, 'li.option[data-value="4"]', 'wide-potato'], [2, 'li.option[data-value="1"]', 'wide-some'],
    [3, '', 'dd-right'], [3, 'li.option[data-value="1"]', 'right-some'], [3, 'li.option[data-value="4"]', 'right-potato'], [3, 'li.option[data-value="Nothing"]', 'right-nothing'],
    [4, '', 'dd-small'], [4, 'li.option[data-value="1"]', 'small-some'], [4, 'li.option[data-value="2"]', 'small-another'], [4, 'li.option[data-value="4"]', 'small-potato']
  ];
  var tries = 0;
  function apply() {
    var dds = document.querySelectorAll('div.nice-select');
    var done = 0;
    marks.forEach(function (m) {
      var dd = dds[m[0]];
      if (!dd) return;
      var el = m[1] ? dd.querySelector(m[1]) : dd;
      if (el) { el.setAttribute('data-expect', m[2]); done++; }
    });
    if (done < marks.length && ++tries < 40) setTimeout(apply, 100);
  }
  apply();
})();
