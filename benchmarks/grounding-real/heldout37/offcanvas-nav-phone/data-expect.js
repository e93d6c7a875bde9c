// Only adds data-expect marks to elements that the page's own script builds (the off-canvas nav). Does nothing else.
(function () {
  var N = '.hc-offcanvas-nav ';
  var ST = N + 'li.store > .nav-wrapper > .nav-content > ul > ';
  var marks = {
    'nav-close': N + '.nav-close-button',
    'nav-crypto': N + 'li.cryptocurrency > .nav-item-wrapper > .nav-item-link',
    'nav-crypto-next': N + 'li.cryptocurrency > .nav-item-wrapper > .nav-next',
    'nav-add-coin': N + 'li.cryptocurrency li.add .nav-item-link',
    'nav-devices': N + 'li.devices > .nav-item-wrapper > .nav-item-link',
    'nav-gigantic': N + 'li.television > .nav-wrapper li:nth-child(2) .nav-item-link',
    'nav-smart-shot': N + 'li.camera > .nav-wrapper li:nth-child(1) .nav-item-link',
    'nav-magazines-next': N + 'li.magazines > .nav-item-wrapper > .nav-next',
    'nav-wired': N + 'li.magazines > .nav-wrapper li:nth-child(13) .nav-item-link',
    'nav-store': N + 'li.store > .nav-item-wrapper > .nav-item-link',
    'nav-jewelry': ST + 'li:nth-child(2) > .nav-item-wrapper > .nav-item-link',
    'nav-men-shoes': ST + 'li:nth-child(1) > .nav-wrapper > .nav-content > ul > li:nth-child(2) > .nav-wrapper li:nth-child(3) .nav-item-link',
    'nav-women-dresses': ST + 'li:nth-child(1) > .nav-wrapper > .nav-content > ul > li:nth-child(1) > .nav-wrapper li:nth-child(2) .nav-item-link',
    'nav-herbs': ST + 'li:nth-child(4) > .nav-wrapper > .nav-content > ul:nth-of-type(2) > li:nth-child(3) .nav-item-link',
    'nav-collections': N + 'li.collections .nav-item-link',
    'nav-add-item': N + 'ul.second-nav li.add .nav-item-link',
    'nav-github': N + 'ul.bottom-nav li.github a',
    'nav-email': N + 'ul.bottom-nav li.email a',
    'nav-kofi': N + 'ul.bottom-nav li.ko-fi a'
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
