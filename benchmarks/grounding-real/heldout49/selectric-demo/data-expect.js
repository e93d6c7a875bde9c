// Sets data-expect marks on the dropdowns and list items that Selectric builds. Does nothing else.
(function () {
  // [key, select id or class (the original <select> inside the wrapper), option text or null (= the opener), part]
  var marks = [
    ['basic-open', '#basic', null, '.selectric'],
    ['basic-arrow', '#basic', null, '.selectric .button'],
    ['basic-watermelon', '#basic', 'Watermelon'],
    ['basic-opt22', '#basic', 'Option 2.2'],
    ['basic-long', '#basic', 'Long item, lorem ipsum dolor sit amet, consectetur adipisicing elit. Velit, consectetur, repellat animi nam veniam tempora hic'],
    ['getval-open', '#get_value', null, '.selectric'],
    ['getval-pineapple', '#get_value', 'Pineapple'],
    ['setval-open', '#set_value', null, '.selectric'],
    ['setval-third', '#set_value', 'Third option'],
    ['dyn-open', '#dynamic', null, '.selectric'],
    ['dyn-cherries', '#dynamic', 'Cherries'],
    ['cb-open', '#callbacks', null, '.selectric'],
    ['cb-mango', '#callbacks', 'Mango'],
    ['icons-open', '.custom-options', null, '.selectric'],
    ['icons-chrome', '.custom-options', 'Chrome'],
    ['icons-ie', '.custom-options', 'Internet Explorer'],
    ['above-open', '#forceRenderAbove', null, '.selectric'],
    ['above-dolor', '#forceRenderAbove', 'dolor'],
    ['below-open', '#forceRenderBelow', null, '.selectric'],
    ['below-ipsum', '#forceRenderBelow', 'ipsum']
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      if (document.querySelector('[data-expect="' + m[0] + '"]')) return;
      var sel = document.querySelector('.selectric-wrapper select' + m[1]);
      var w = sel && sel.closest('.selectric-wrapper'), el = null;
      if (w) {
        if (m[2] === null) el = w.querySelector(m[3]);
        else {
          var lis = w.querySelectorAll('.selectric-items li');
          for (var i = 0; i < lis.length; i++) if (lis[i].textContent.trim() === m[2]) { el = lis[i]; break; }
        }
      }
      if (el) el.setAttribute('data-expect', m[0]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
