/* Adds data-expect marks to the widgets that SumoSelect builds at load. Marks only; nothing else. */
(function () {
  var marks = [
    // [widget index in page order, css selector inside it (or [selector, option text]), key]
    [0, '.CaptionCont', 'simple-single'],
    [0, '.options li.opt:nth-child(4)', 'simple-single-audi'],
    [1, '.CaptionCont', 'simple-multi'],
    [1, '.options li.opt:nth-child(3)', 'simple-multi-mercedes'],
    [2, '.CaptionCont', 'optgroup-select'],
    [2, ['.options li.opt', 'Ford'], 'optgroup-ford'],
    [2, ['.options li.opt', 'Lamborghini'], 'optgroup-lamborghini'],
    [3, '.CaptionCont', 'search-single'],
    [3, '.search-txt', 'search-single-input'],
    [4, '.CaptionCont', 'search-multi'],
    [4, '.options li.opt:nth-child(7)', 'search-multi-ferrari'],
    [5, '.search-txt', 'search-groups-input'],
    [6, '.CaptionCont', 'placeholder-select'],
    [7, '.CaptionCont', 'preselected-single'],
    [8, '.options li.opt:nth-child(11)', 'preselected-last-option'],
    [9, '.CaptionCont', 'okcancel-select'],
    [9, '.btnOk', 'okcancel-ok'],
    [9, '.btnCancel', 'okcancel-cancel'],
    [10, '.reset-all', 'clear-all'],
    [11, '.reset-all', 'clear-all-close'],
    [11, '.CaptionCont', 'clear-close-select'],
    [12, '.select-all', 'select-all-first'],
    [13, '.select-all', 'select-all-second'],
    [13, '.options li.opt:nth-child(5)', 'select-all-second-bmw'],
    [14, '.CaptionCont', 'other-individual'],
    [15, '.CaptionCont', 'other-mobile']
  ];
  var tries = 0;
  function apply() {
    var w = document.querySelectorAll('.SumoSelect'), left = 0;
    marks.forEach(function (m) {
      var el = null;
      if (w[m[0]]) {
        if (typeof m[1] === 'string') el = w[m[0]].querySelector(m[1]);
        else [].forEach.call(w[m[0]].querySelectorAll(m[1][0]), function (e) { if (e.textContent.trim() === m[1][1]) el = e; });
      }
      if (el) el.setAttribute('data-expect', m[2]); else left++;
    });
    if (left && ++tries < 40) setTimeout(apply, 100);
  }
  apply();
})();
