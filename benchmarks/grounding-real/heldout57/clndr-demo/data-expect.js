// Sets data-expect marks on the calendar cells and buttons the clndr templates build (benchmark marks only).
(function () {
  function day(root, n) {
    if (!root) return null;
    return Array.prototype.filter.call(root.querySelectorAll('.day'), function (d) {
      return !/\badjacent-month\b/.test(d.className) && d.textContent.trim() === String(n);
    })[0];
  }
  function q(s) { return document.querySelector(s); }
  function cal3(i) { return document.querySelectorAll('.cal3 .cal')[i]; }
  var marks = {
    'c1-prev': function () { return q('.cal1 .clndr-previous-button'); },
    'c1-next': function () { return q('.cal1 .clndr-next-button'); },
    'c1-10': function () { return day(q('.cal1'), 10); },
    'c1-13': function () { return day(q('.cal1'), 13); },
    'c1-15': function () { return day(q('.cal1'), 15); },
    'c1-16': function () { return day(q('.cal1'), 16); },
    'c1-18': function () { return day(q('.cal1'), 18); },
    'c1-21': function () { return day(q('.cal1'), 21); },
    'c1-22': function () { return day(q('.cal1'), 22); },
    'c1-27': function () { return day(q('.cal1'), 27); },
    'c2-prev': function () { return q('.cal2 .clndr-previous-button'); },
    'c2-next': function () { return q('.cal2 .clndr-next-button'); },
    'c2-today': function () { return q('.cal2 .clndr-today-button'); },
    'c2-first': function () { return q('.cal2 .days > .day:first-child'); },
    'c2-last': function () { return q('.cal2 .days > .day:last-child'); },
    'c3-prev': function () { return q('.cal3 .clndr-previous-button'); },
    'c3-next': function () { return q('.cal3 .clndr-next-button'); },
    'c3-today': function () { return q('.cal3 .clndr-today-button'); },
    'c3a-12': function () { return day(cal3(0), 12); },
    'c3a-15': function () { return day(cal3(0), 15); },
    'c3a-20': function () { return day(cal3(0), 20); },
    'c3b-9': function () { return day(cal3(1), 9); },
    'c3b-15': function () { return day(cal3(1), 15); },
    'c3b-22': function () { return day(cal3(1), 22); },
    'c3b-month': function () { var c = cal3(1); return c && c.querySelector('.month'); }
  };
  var tries = 0;
  function apply() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      var el = marks[k]();
      if (el) { el.setAttribute('data-expect', k); } else { left++; }
    });
    if (left && ++tries < 30) { setTimeout(apply, 200); }
  }
  apply();
})();
