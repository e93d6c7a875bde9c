// Test marks only: sets data-expect on elements the plugin builds, after the page's scripts ran.
(function () {
  var H = '.iti:has(#home) ', M = '.iti:has(#mobile) ';
  var marks = {
    'home-flag': H + '.iti__selected-flag',
    'mobile-flag': M + '.iti__selected-flag',
    'home-us-top': H + 'li.iti__preferred[data-country-code="us"]',
    'home-gb-top': H + 'li.iti__preferred[data-country-code="gb"]',
    'home-gb-list': H + 'li.iti__standard[data-country-code="gb"]',
    'home-us-list': H + 'li.iti__standard[data-country-code="us"]',
    'home-af': H + 'li[data-country-code="af"]',
    'home-al': H + 'li[data-country-code="al"]',
    'home-de': H + 'li[data-country-code="de"]',
    'home-fr': H + 'li[data-country-code="fr"]',
    'home-ie': H + 'li[data-country-code="ie"]',
    'home-in': H + 'li[data-country-code="in"]',
    'home-jp': H + 'li[data-country-code="jp"]',
    'home-br': H + 'li[data-country-code="br"]',
    'home-ch': H + 'li[data-country-code="ch"]',
    'home-nz': H + 'li[data-country-code="nz"]',
    'home-za': H + 'li[data-country-code="za"]',
    'home-as': H + 'li[data-country-code="as"]',
    'home-ad': H + 'li[data-country-code="ad"]',
    'home-gr': H + 'li[data-country-code="gr"]',
    'mobile-us-top': M + 'li.iti__preferred[data-country-code="us"]',
    'mobile-ca': M + 'li[data-country-code="ca"]',
    'mobile-es': M + 'li[data-country-code="es"]',
    'mobile-it': M + 'li[data-country-code="it"]',
    'mobile-mx': M + 'li[data-country-code="mx"]',
    'mobile-nl': M + 'li[data-country-code="nl"]',
    'mobile-gb-list': M + 'li.iti__standard[data-country-code="gb"]'
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
