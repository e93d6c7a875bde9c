// Marks for the controls DataTables builds by script around #dataTables-example
// (the entries-per-page select, the search field and the pagination links).
(function () {
  function pageLink(text) {
    var links = document.querySelectorAll('#dataTables-example_paginate li > a');
    for (var i = 0; i < links.length; i++) if (links[i].textContent.trim() === text) return links[i];
    return null;
  }
  var marks = [
    [function () { return document.querySelector('#dataTables-example_length select'); }, 'dt-length'],
    [function () { return document.querySelector('#dataTables-example_filter input'); }, 'dt-search'],
    [function () { return pageLink('Previous'); }, 'pg-prev'],
    [function () { return pageLink('2'); }, 'pg-2'],
    [function () { return pageLink('3'); }, 'pg-3'],
    [function () { return pageLink('4'); }, 'pg-4'],
    [function () { return pageLink('6'); }, 'pg-6'],
    [function () { return pageLink('Next'); }, 'pg-next']
  ];
  var tries = 0;
  function apply() {
    var done = 0;
    marks.forEach(function (m) {
      var e = m[0]();
      if (e) {
        var old = document.querySelector('[data-expect="' + m[1] + '"]');
        if (old && old !== e) old.removeAttribute('data-expect');
        e.setAttribute('data-expect', m[1]);
        done++;
      }
    });
    if (++tries < 100) setTimeout(apply, done === marks.length ? 500 : 100);
  }
  apply();
})();
