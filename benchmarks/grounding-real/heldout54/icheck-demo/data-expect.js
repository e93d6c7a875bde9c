// Test marks only: sets data-expect on the checkbox/radio boxes that iCheck builds, after the page's scripts ran.
(function () {
  var marks = {
    'demo-cb1': 'div:has(> #input-1)',
    'demo-cb2': 'div:has(> #input-2)',
    'demo-radio3': 'div:has(> #input-3)',
    'min-cb1': 'div:has(> #minimal-checkbox-1)',
    'min-radio2': 'div:has(> #minimal-radio-2)',
    'sq-cb2': 'div:has(> #square-checkbox-2)',
    'sq-radio1': 'div:has(> #square-radio-1)',
    'flat-cb1': 'div:has(> #flat-checkbox-1)',
    'flat-radio2': 'div:has(> #flat-radio-2)',
    'line-cb1': 'div:has(> #line-checkbox-1)',
    'line-radio1': 'div:has(> #line-radio-1)',
    'pol-cb1': 'div:has(> #polaris-checkbox-1)',
    'pol-radio2': 'div:has(> #polaris-radio-2)',
    'fut-radio1': 'div:has(> #futurico-radio-1)',
    'fut-cb2': 'div:has(> #futurico-checkbox-2)'
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
