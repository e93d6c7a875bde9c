// Added for the grounding benchmark: sets data-expect marks on elements the page's own scripts build
// (Materialize's select dropdowns, noUiSlider handles, the date picker). It does nothing else.
(function () {
  function run() {
  function set(el, key) { if (el) el.setAttribute('data-expect', key); }
  var w = document.querySelectorAll('.select-wrapper');
  // 0 Materialize Select, 1 Multiple, 2 Optgroups, 3/4 Images in select, 5 Materialize Disabled
  set(w[0] && w[0].querySelector('input.select-dropdown'), 'select-materialize');
  set(w[1] && w[1].querySelectorAll('ul.select-dropdown > li')[2], 'multi-option-2');
  set(w[2] && w[2].querySelectorAll('ul.select-dropdown > li.optgroup-option')[3], 'optgroup-option-4');
  set(w[4] && w[4].querySelector('input.select-dropdown'), 'images-select-right');
  set(w[3] && w[3].querySelectorAll('ul.select-dropdown > li')[2], 'images-left-example-2');
  set(document.querySelector('#range-input .noUi-handle-upper'), 'nouislider-upper');
  set(document.querySelector('#birthdate_root .picker__close'), 'picker-close');
  }
  // the page sets up its widgets in jQuery's ready handler, so wait until the page has loaded
  window.addEventListener('load', function () { setTimeout(run, 0); });
})();
