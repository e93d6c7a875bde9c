// Sets data-expect marks on the spinner buttons that TouchSpin builds. Does nothing else.
(function () {
  var marks = {
    '.input-group:has(#demo0) .bootstrap-touchspin-down': 'demo0-down',
    '.input-group:has(#demo0) .bootstrap-touchspin-up': 'demo0-up',
    '.input-group:has(#demo_callback) .bootstrap-touchspin-up': 'callback-up',
    '.input-group:has(#demo_vertical) .bootstrap-touchspin-up': 'vertical-up',
    '.input-group:has(#demo_vertical) .bootstrap-touchspin-down': 'vertical-down',
    '.input-group:has(#demo_vertical2) .bootstrap-touchspin-up': 'vertical2-up',
    '.input-group:has(#demo_vertical2) .bootstrap-touchspin-down': 'vertical2-down',
    '.input-group:has(#demo1) .bootstrap-touchspin-up': 'demo1-up',
    '.input-group:has(#demo1) .bootstrap-touchspin-down': 'demo1-down',
    '.input-group:has(#demo2) .bootstrap-touchspin-down': 'demo2-down',
    '.input-group:has(#demo3) .bootstrap-touchspin-up': 'demo3-up',
    '.input-group:has(#demo3_21) .bootstrap-touchspin-up': 'demo3-21-up',
    '.input-group:has(#demo3_22) .bootstrap-touchspin-down': 'demo3-22-down',
    '.input-group:has(#demo4) .bootstrap-touchspin-up': 'demo4-up',
    '.input-group:has(#demo4_2) .bootstrap-touchspin-down': 'demo4-2-down',
    '.input-group:has(#demo5) .bootstrap-touchspin-up': 'demo5-up',
    '.input-group:has(#demo6) .bootstrap-touchspin-down': 'demo6-down',
    '.input-group:has(#demo7) .bootstrap-touchspin-up': 'demo7-up',
    '.input-group:has(#demo8-1) .bootstrap-touchspin-down': 'demo8-1-down',
    '.input-group:has(#demo8) .bootstrap-touchspin-up': 'demo8-up'
  };
  var tries = 0;
  function apply() {
    var left = 0;
    Object.keys(marks).forEach(function (sel) {
      var el = document.querySelector(sel);
      if (el) { el.setAttribute('data-expect', marks[sel]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
