// Added for the grounding corpus: marks the intended elements with data-expect once Choices.js has built its
// widgets (the page builds them at runtime on DOMContentLoaded). It does nothing else.
(function () {
  function mark(el, key) {
    if (!el) return;
    var v = el.getAttribute('data-expect');
    var ks = v ? v.split(' ') : [];
    if (ks.indexOf(key) < 0) ks.push(key);
    el.setAttribute('data-expect', ks.join(' '));
  }
  function w(id) { var e = document.getElementById(id); return e ? e.closest('.choices') : null; }
  function q(id, sel) { var x = w(id); return x ? x.querySelector(sel) : null; }
  function chip(id, value) { var x = w(id); if (!x) return null;
    var items = x.querySelectorAll('.choices__inner .choices__item');
    for (var i = 0; i < items.length; i++) if (items[i].getAttribute('data-value') === value) return items[i];
    return null; }
  function chipX(id, value) { var c = chip(id, value); return c ? c.querySelector('.choices__button') : null; }
  function run() {
    mark(document.querySelector('a.logo'), 'logo');
    var links = document.querySelectorAll('.section > p a');
    for (var i = 0; i < links.length; i++) {
      if (links[i].textContent.trim() === 'GitHub repo') mark(links[i], 'github-repo');
      if (links[i].textContent.trim() === 'ES6.io') mark(links[i], 'es6io');
    }
    mark(chipX('choices-text-remove-button', 'preset-2'), 'limited-x-preset2');
    mark(q('choices-text-remove-button', 'input.choices__input--cloned'), 'limited-input');
    mark(chip('choices-text-unique-values', 'preset-1'), 'unique-preset1');
    mark(q('choices-text-email-filter', 'input.choices__input--cloned'), 'email-input');
    mark(chip('choices-text-email-filter', 'joe@bloggs.com'), 'email-chip');
    mark(q('choices-text-prepend-append-value', 'input.choices__input--cloned'), 'prepend-input');
    mark(chip('choices-text-preset-values', 'joe@bloggs.co.uk'), 'preset-joe');
    mark(q('choices-text-preset-values', 'input.choices__input--cloned'), 'preset-input');
    mark(q('choices-text-i18n', 'input.choices__input--cloned'), 'i18n-input');
    mark(chip('choices-text-rtl', 'Value 2'), 'rtl-value2');
    mark(chip('choices-multiple-default', 'Choice 1'), 'multi-default-choice1');
    mark(chipX('choices-multiple-remove-button', 'Choice 1'), 'multi-remove-x');
    mark(q('choices-multiple-groups', 'input.choices__input--cloned'), 'multi-groups-input');
    mark(q('choices-multiple-remote-fetch', 'input.choices__input--cloned'), 'strokes-input');
    mark(chip('choices-multiple-rtl', 'Choice 1'), 'multi-rtl-choice1');
    mark(chipX('choices-multiple-labels', 'Six'), 'label-six-x');
    mark(q('choices-single-default', '.choices__inner'), 'single-default');
    mark(q('choices-single-remote-fetch', '.choices__inner'), 'arctic');
    mark(q('choices-single-remove-xhr', '.choices__inner .choices__button'), 'smiths-x');
    mark(q('choices-single-groups', '.choices__inner'), 'single-london');
    mark(q('choices-single-rtl', '.choices__inner'), 'single-rtl');
    mark(q('choices-single-no-search', '.choices__inner .choices__button'), 'nosearch-x');
    mark(q('choices-single-preset-options', '.choices__inner'), 'child-one');
    mark(q('choices-single-selected-option', '.choices__inner'), 'label-two');
    mark(q('choices-single-no-sorting', '.choices__inner'), 'madrid');
    mark(q('choices-single-custom-templates', '.choices__inner'), 'react');
    mark(q('cities', '.choices__inner'), 'cities');
    mark(q('reset-simple', '.choices__inner'), 'change-me');
    mark(chipX('reset-multiple', 'Choice 1'), 'andme-x');
    mark(document.querySelector('form button[type="reset"]'), 'reset');
  }
  function later() { setTimeout(run, 300); }
  if (document.readyState === 'complete') later(); else window.addEventListener('load', later);
})();
