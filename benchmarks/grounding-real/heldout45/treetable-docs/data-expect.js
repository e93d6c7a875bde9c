// Benchmark marks only: sets data-expect by CSS selector (on the expander arrows that jquery.treetable builds and on
// a few elements of the page's own markup), retrying briefly until they exist. Does nothing else.
(function () {
  var marks = [
    ['#example-basic tr[data-tt-id="1"] .indenter a', 'basic-node1-expander'],
    ['#example-basic tr[data-tt-id="2"] td:first-child', 'basic-node2'],
    ['a[href="http://plugins.jquery.com/treetable"]', 'download'],
    ['a[href="https://github.com/ludo/jquery-treetable"]', 'source-code'],
    ['a[href="https://github.com/ludo/jquery-treetable/issues"]', 'report-issues'],
    ['ol a[href="#overview"]', 'toc-overview'],
    ['ol a[href="#configuration"]', 'toc-configuration'],
    ['ol a[href="#examples"]', 'toc-examples'],
    ['ol a[href="CHANGELOG.txt"]', 'toc-changelog'],
    ['#example-basic-expandable tr[data-tt-id="0"] .indenter a', 'app-expander'],
    ['#revealNodeId', 'reveal-input'],
    ['#reveal input[type="submit"]', 'reveal-button'],
    ['#example-advanced caption a:nth-of-type(1)', 'expand-all'],
    ['#example-advanced caption a:nth-of-type(2)', 'collapse-all'],
    ['#example-advanced tr[data-tt-id="1"] span.file', 'ack-file'],
    ['#example-advanced tr[data-tt-id="2"] .indenter a', 'chud-expander'],
    ['#example-advanced tr[data-tt-id="3"] .indenter a', 'docsets-expander'],
    ['#example-advanced tr[data-tt-id="2"] span.folder', 'chud-folder'],
    ['#example-advanced tbody > tr[data-tt-id]:not([data-tt-parent-id]) span.folder', null],
  ];
  marks.pop();
  var extra = [
    ['Perl', 'perl-expander', '.indenter a'],
    ['Python', 'python-expander', '.indenter a'],
    ['RubyCocoa', 'rubycocoa-folder', 'span.folder'],
    ['wxWidgets', 'wxwidgets-folder', 'span.folder'],
    ['Xcode Tools License.rtf', 'xcode-license', 'span.file'],
    ['iPhone SDK License.rtf', 'iphone-license', 'span.file']
  ];
  var tries = 0;
  function apply() {
    var missing = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) { el.setAttribute('data-expect', m[1]); } else { missing++; }
    });
    extra.forEach(function (m) {
      var rows = document.querySelectorAll('#example-advanced tbody > tr:not([data-tt-parent-id])');
      var hit = null;
      rows.forEach(function (r) { var s = r.querySelector('span.file, span.folder'); if (s && s.textContent.trim() === m[0]) { hit = r.querySelector(m[2]); } });
      if (hit) { hit.setAttribute('data-expect', m[1]); } else { missing++; }
    });
    if (missing && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
