// Adds data-expect marks inside the date pickers that foundation-datepicker builds (appended to body in the
// order the page initialises them: #dp1 first, #dp2 second). Does nothing else.
(function () {
  var tries = 0;
  function day(p, n) {
    var tds = p ? p.querySelectorAll('.datepicker-days td.day:not(.old):not(.new)') : [];
    for (var i = 0; i < tds.length; i++) if (tds[i].textContent.trim() === String(n)) return tds[i];
    return null;
  }
  function set(el, key) { if (el) { el.setAttribute('data-expect', key); return 1; } return 0; }
  function apply() {
    var pk = document.querySelectorAll('body > div.datepicker');
    var p1 = pk[0], p2 = pk[1], n = 0;
    if (p1) {
      n += set(p1.querySelector('.datepicker-days thead th.prev'), 'basic-prev');
      n += set(p1.querySelector('.datepicker-days thead th.next'), 'basic-next');
      n += set(p1.querySelector('.datepicker-days thead th.date-switch'), 'basic-month-title');
      n += set(p1.querySelector('.datepicker-close'), 'basic-close');
      n += set(day(p1, 14), 'basic-day-14');
    }
    if (p2) {
      n += set(day(p2, 29), 'datatags-day-29');
      n += set(p2.querySelector('.datepicker-close'), 'datatags-close');
    }
    if (n < 7 && ++tries < 40) setTimeout(apply, 100);
  }
  apply();
})();
