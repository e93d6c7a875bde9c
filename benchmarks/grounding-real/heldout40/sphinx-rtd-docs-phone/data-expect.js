// Only sets data-expect marks on the +/- toggles that the theme's script adds to the table of contents. Does nothing else.
(function () {
  var marks = [
    ['a[data-expect="toc-current"] > .toctree-expand', 'expand-current'],
    ['a[data-expect="l2-a"] > .toctree-expand', 'expand-l2-first'],
    ['a[data-expect="l2-b"] > .toctree-expand', 'expand-l2-second'],
    ['a[data-expect="l3-a"] > .toctree-expand', 'expand-l3-first']
  ];
  var tries = 0;
  (function run() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) el.setAttribute('data-expect', m[1]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  })();
})();
