// Benchmark marks only: sets data-expect on elements that the page's own scripts build. Does nothing else.
(function () {
  function byText(sel, text) {
    var els = document.querySelectorAll(sel);
    for (var i = 0; i < els.length; i++) {
      if (els[i].textContent.trim() === text) return els[i];
    }
    return null;
  }
  var marks = [
    [function () { return byText('.ms-Dropdown-items .ms-Dropdown-item', 'Texas'); }, 'state-texas'],
    [function () { return byText('.ms-Dropdown-items .ms-Dropdown-item', 'Alaska'); }, 'state-alaska'],
    [function () { return document.querySelector('.ms-DatePicker .js-goToday'); }, 'go-today'],
    [function () { return byText('.ms-DatePicker .ms-DatePicker-day--infocus', '15'); }, 'day-15'],
    [function () { return byText('.ms-DatePicker .ms-DatePicker-monthOption', 'Mar'); }, 'month-mar']
  ];
  var tries = 0;
  function apply() {
    var missing = 0;
    marks.forEach(function (m) {
      var el = m[0]();
      if (el) el.setAttribute('data-expect', m[1]); else missing++;
    });
    if (missing && tries++ < 40) setTimeout(apply, 50);
  }
  apply();
})();
