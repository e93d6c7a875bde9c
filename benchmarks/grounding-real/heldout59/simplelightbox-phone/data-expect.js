// Sets data-expect marks on elements built by the page's own script (changelog issue links). Does nothing else.
(function () {
  var marks = {
    'issue-292': 'section.changelog a[href$="/issues/292"]',
    'issue-264': 'section.changelog a[href$="/issues/264"]',
    'issue-314': 'section.changelog a[href$="/issues/314"]'
  };
  var tries = 0;
  function apply() {
    var done = 0, total = 0;
    for (var k in marks) {
      total++;
      var el = document.querySelector(marks[k]);
      if (el) { el.setAttribute('data-expect', k); done++; }
    }
    if (done < total && ++tries < 50) setTimeout(apply, 100);
  }
  apply();
})();
