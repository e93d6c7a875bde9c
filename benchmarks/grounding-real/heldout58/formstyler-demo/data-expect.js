/* Sets data-expect marks on elements built by jQuery Form Styler (added for the test corpus; does nothing else). */
(function () {
  var B = function (i) { return document.querySelectorAll('.content > .box')[i]; };
  var marks = [
    ['cb-1', function () { return B(0).querySelectorAll('.jq-checkbox')[0]; }],
    ['cb-2', function () { return document.getElementById('checkbox1-styler'); }],
    ['cb-3', function () { return B(0).querySelectorAll('.jq-checkbox')[2]; }],
    ['cb-4', function () { return B(0).querySelector('.jq-checkbox.disabled'); }],
    ['r-2', function () { return document.getElementById('radio1-styler'); }],
    ['r-3', function () { return B(1).querySelectorAll('.jq-radio')[2]; }],
    ['file-browse', function () { return B(2).querySelector('.jq-file__browse'); }],
    ['num1-plus', function () { return B(3).querySelectorAll('.section')[0].querySelector('.jq-number__spin.plus'); }],
    ['num2-minus', function () { return B(3).querySelectorAll('.section')[1].querySelector('.jq-number__spin.minus'); }],
    ['num3-input', function () { return B(3).querySelectorAll('.section')[2].querySelector('input'); }],
    ['sel1', function () { return B(4).querySelector('.jq-selectbox__select'); }],
    ['sel1-opt4', function () { return B(4).querySelector('.jq-selectbox__dropdown').querySelectorAll('li')[4]; }],
    ['sel200-long', function () { return B(4).querySelector('.jq-selectbox.width-200 .jq-selectbox__dropdown').querySelectorAll('li')[3]; }],
    ['sel-auto-trigger', function () { return B(4).querySelector('.jq-selectbox.width-auto .jq-selectbox__trigger'); }],
    ['lang-sel', function () { return B(4).querySelector('.sec.lang .jq-selectbox__select'); }],
    ['lang-de', function () { return B(4).querySelector('.sec.lang .jq-selectbox__dropdown').querySelectorAll('li')[3]; }],
    ['sel-long-search', function () { return B(4).querySelectorAll('.section')[2].querySelectorAll('.sec')[1].querySelector('.jq-selectbox__search input'); }],
    ['ms1-opt1', function () { return B(5).querySelectorAll('.jq-select-multiple')[0].querySelectorAll('li')[1]; }],
    ['ms-w400-opt5', function () { return B(5).querySelectorAll('.jq-select-multiple')[1].querySelectorAll('li')[5]; }],
    ['ms-group-13', function () { return B(5).querySelectorAll('.jq-select-multiple')[2].querySelectorAll('li')[4]; }],
    ['ms-color-21', function () { return B(5).querySelectorAll('.jq-select-multiple')[3].querySelectorAll('li')[6]; }]
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      if (document.querySelector('[data-expect="' + m[0] + '"]')) return;
      var el = null;
      try { el = m[1](); } catch (e) { el = null; }
      if (el) el.setAttribute('data-expect', m[0]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
