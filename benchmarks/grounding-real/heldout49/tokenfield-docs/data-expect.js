// Sets data-expect marks on elements that the page's scripts build (tokens and their inputs). Does nothing else.
(function () {
  // [key, index of the tokenfield on the page (document order), token label or null, part]
  var marks = [
    ['tf1-green-x', 0, 'green', 'a.close'],
    ['tf1-input', 0, null, 'input.token-input'],
    ['tt-blue-x', 1, 'blue', 'a.close'],
    ['tt-input', 1, null, 'input.token-input'],
    ['ev-invalid-token', 2, 'not really an email', null],
    ['ev-me-x', 2, 'me (me@example.com)', 'a.close'],
    ['kb-backspace', 3, 'backspace', null],
    ['cp-input', 4, null, 'input.token-input'],
    ['val-error-red-x', 7, 'red', 'a.close'],
    ['val-warning-green', 6, 'green', null],
    ['ig-nice-x', 8, 'nice', 'a.close'],
    ['radio-green-x', 12, 'green', 'a.close'],
    ['size-lg-blue-x', 15, 'blue', 'a.close'],
    ['size-at-sm-input', 20, null, 'input.token-input'],
    ['inline-input', 23, null, 'input.token-input'],
    ['hz-some-x', 24, 'some', 'a.close'],
    ['w300-input', 26, null, 'input.token-input'],
    ['w400-red', 27, 'red', null],
    ['rtl-red-x', 28, 'red', 'a.close']
  ];
  var tries = 0;
  function run() {
    var fields = document.querySelectorAll('.tokenfield');
    var left = 0;
    marks.forEach(function (m) {
      if (document.querySelector('[data-expect="' + m[0] + '"]')) return;
      var f = fields[m[1]], el = null;
      if (f) {
        if (m[2] === null) {
          el = f.querySelector(m[3]);
        } else {
          var toks = f.querySelectorAll('.token');
          for (var i = 0; i < toks.length; i++) {
            var l = toks[i].querySelector('.token-label');
            if (l && l.textContent === m[2]) { el = m[3] ? toks[i].querySelector(m[3]) : toks[i]; break; }
          }
        }
      }
      if (el) el.setAttribute('data-expect', m[0]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
