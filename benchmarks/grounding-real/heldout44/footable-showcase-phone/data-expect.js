// Sets the data-expect marks on elements that FooTable builds (the pager). Does nothing else.
(function () {
  var marks = [
    ['.pagination a[data-page="first"]', 'page-first'],
    ['.pagination a[data-page="prev"]', 'page-prev'],
    ['.pagination a[data-page="0"]', 'page-1'],
    ['.pagination a[data-page="1"]', 'page-2'],
    ['.pagination a[data-page="next"]', 'page-next'],
    ['.pagination a[data-page="last"]', 'page-last']
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) { el.setAttribute('data-expect', m[1]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(run, 100); }
  }
  run();
})();
