// Adds data-expect marks to elements that the page's scripts build (benchmark marks only).
(function () {
  var cell = function (d) { return 'div.cal-month-day:has(> span[data-cal-date="' + d + '"])'; };
  var marks = {
    'list-warning-long': '#eventlist li:nth-child(1) > a',
    'list-information': '#eventlist li:nth-child(2) > a',
    'list-ends-timeline': '#eventlist li:nth-child(3) > a',
    'list-special': '#eventlist li:nth-child(4) > a',
    'list-success': '#eventlist li:nth-child(5) > a',
    'list-short-day': '#eventlist li:nth-child(6) > a',
    'list-simple': '#eventlist li:nth-child(7) > a',
    'list-event3': '#eventlist li:nth-child(8) > a',
    'list-inverse': '#eventlist li:nth-child(9) > a',
    'day-mar-19': 'span[data-cal-date="2013-03-19"]',
    'day-feb-24': 'span[data-cal-date="2013-02-24"]',
    'day-mar-24': 'span[data-cal-date="2013-03-24"]',
    'day-mar-31': 'span[data-cal-date="2013-03-31"]',
    'day-apr-02': 'span[data-cal-date="2013-04-02"]',
    'day-mar-02': 'span[data-cal-date="2013-03-02"]',
    'day-apr-01': 'span[data-cal-date="2013-04-01"]',
    'dot-19-grey': cell('2013-03-19') + ' a.event',
    'dot-12-blue': cell('2013-03-12') + ' a.event-info',
    'dot-28-black': cell('2013-03-28') + ' a.event-inverse',
    'dot-27-red': cell('2013-03-27') + ' a.event-important',
    'dot-13-purple': cell('2013-03-13') + ' a.event-special',
    'dot-13-second-yellow': cell('2013-03-13') + ' a.event:nth-child(3)',
    'dot-10-yellow': cell('2013-03-10') + ' a.event'
  };
  var tries = 0;
  function apply() {
    var missing = 0;
    Object.keys(marks).forEach(function (k) {
      if (document.querySelector('[data-expect="' + k + '"]')) return;
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else missing++;
    });
    if (missing && ++tries < 30) setTimeout(apply, 200);
  }
  apply();
})();
