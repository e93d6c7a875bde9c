// Marks benchmark target elements that the page's own scripts build at runtime. Does nothing else.
window.addEventListener('load', function () {
  setTimeout(function () {
    function mark(sel, key) { var e = document.querySelector(sel); if (e) e.setAttribute('data-expect', key); }
    mark('.stepper:not(.disabled) .stepper-arrow.up', 'stepup');
    mark('select.selecter_2 ~ .selecter-selected', 'jumpsites');
    mark('select.selecter_5 ~ .selecter-options .selecter-item[data-value="5"]', 'five');
    var c = document.getElementById('flat-checkbox-1'); if (c && c.parentNode) c.parentNode.setAttribute('data-expect', 'checkdefault');
  }, 0);
});
