// Only sets data-expect marks on elements that the page's own script builds (the cookie bar). Does nothing else.
(function () {
  var marks = [
    ['.br-cookiebar .br-modal-footer button[aria-label="Definir Cookies"]', 'cookie-settings'],
    ['.br-cookiebar .br-modal-footer button[aria-label="Aceitar"]', 'cookie-accept']
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
