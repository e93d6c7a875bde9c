// Marks for the elements that TableFilter builds at load: the filter row, the toolbar and its help popup (see SOURCE.md).
(function () {
  var filters = ['flt_country', 'flt_iso', 'flt_year', 'flt_pop', 'flt_xrat', 'flt_ppp', 'flt_cgdp', 'flt_cc', 'flt_ci'];
  function mark() {
    var bar = document.querySelector('.inf');
    if (!bar || !document.getElementById('flt8_demo')) return false;
    var help = bar.querySelector('.helpCont');
    var marks = [
      [bar.querySelector('a.helpBtn'), 'help_btn'],
      [bar.querySelector('input.reset'), 'reset_btn'],
      [help && help.querySelector('a[href*="Filter-operators"]'), 'help_learn_more'],
      [help && help.querySelector('.helpFooter a[href*="tablefilter.com"]'), 'help_site_link'],
      [help && help.querySelector('.helpFooter a.close'), 'help_close']
    ];
    for (var f = 0; f < filters.length; f++) marks.push([document.getElementById('flt' + f + '_demo'), filters[f]]);
    for (var i = 0; i < marks.length; i++) if (!marks[i][0]) return false;
    for (var j = 0; j < marks.length; j++) marks[j][0].setAttribute('data-expect', marks[j][1]);
    return true;
  }
  var tries = 0;
  (function poll() { if (!mark() && ++tries < 100) setTimeout(poll, 100); })();
})();
