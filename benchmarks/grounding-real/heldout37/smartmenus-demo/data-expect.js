// Only adds data-expect marks to the theme switcher that libs/demo-assets/themes-switcher.js builds. Does nothing else.
(function () {
  var marks = {
    'sw-theme-select': '#themes-classes',
    'sw-codepen': '#themes-codepen-url',
    'sw-fullwidth': '#themes-horizontal-fullwidth',
    'sw-justified': '#themes-horizontal-fullwidth-align-justified',
    'sw-horizontal': '#themes-horizontal',
    'sw-vertical': '#themes-vertical',
    'sw-rtl': '#themes-rtl'
  };
  var tries = 0;
  function mark() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      if (document.querySelector('[data-expect="' + k + '"]')) return;
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else left++;
    });
    if (left && ++tries < 50) setTimeout(mark, 100);
  }
  mark();
})();
