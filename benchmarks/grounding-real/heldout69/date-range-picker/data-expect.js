// Marks for the elements that the in-line date range picker builds after load (see SOURCE.md).
(function () {
  function day(table, n) {
    var cells = document.querySelectorAll('#date-range12-container .' + table + ' .day.toMonth');
    for (var i = 0; i < cells.length; i++) if (cells[i].textContent.trim() === String(n)) return cells[i];
    return null;
  }
  function mark() {
    var root = document.querySelector('#date-range12-container .month-wrapper');
    if (!root) return false;
    var marks = [
      [root.querySelector('.month1 .caption .prev'), 'inline_prev'],
      [root.querySelector('.month2 .caption .next'), 'inline_next'],
      [day('month1', 18), 'inline_left_18'],
      [day('month2', 22), 'inline_right_22']
    ];
    for (var i = 0; i < marks.length; i++) if (!marks[i][0]) return false;
    for (var j = 0; j < marks.length; j++) marks[j][0].setAttribute('data-expect', marks[j][1]);
    return true;
  }
  var tries = 0;
  (function poll() { if (!mark() && ++tries < 100) setTimeout(poll, 100); })();
})();
