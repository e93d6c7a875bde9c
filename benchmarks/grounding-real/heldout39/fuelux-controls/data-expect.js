// Adds the benchmark's data-expect marks (by CSS selector; many of these elements are built or wrapped by the
// page's scripts). Does nothing else. Each entry: [selector, index among matches, key].
(function () {
  var marks = [
    ['#myCustomTogglingCheckbox2', 0, 'cb-toggle-id'],
    ['#myCombobox .dropdown-toggle', 0, 'combo-toggle'],
    ['#myCombobox input', 0, 'combo-input'],
    ['#myDatepicker .dropdown-toggle', 0, 'dp-toggle'],
    ['#myPillbox1Wrapper .pillbox-add-item', 0, 'pill1-add'],
    ['#myPillbox2Wrapper .pill [class*="close"]', 3, 'pill2-item4-remove'],
    ['#myPillbox2Wrapper .pillbox-add-item', 0, 'pill2-add'],
    ['#myCustomInlineRadio2', 0, 'radio-shut'],
    ['label[for="radiobuttons-no-js-toggling--2--on"]', 0, 'radio-nojs-on2'],
    ['#myRepeater .repeater-search input', 0, 'rep1-search'],
    ['#myRepeater .repeater-search button', 0, 'rep1-search-btn'],
    ['#myRepeater .repeater-filters .dropdown-toggle', 0, 'rep1-filter'],
    ['#myRepeater .repeater-views label', 1, 'rep1-thumb'],
    ['#myRepeater .repeater-footer .selectlist .dropdown-toggle', 0, 'rep1-pagesize'],
    ['#myRepeater .repeater-next', 0, 'rep1-next'],
    ['#myRepeaterActions .repeater-search input', 0, 'rep2-search'],
    ['#myRepeaterActions .repeater-views label', 2, 'rep2-frozen'],
    ['#myRepeaterActions .repeater-actions-button', 1, 'rep2-cat-actions'],
    ['#myRepeaterActions .repeater-actions-button', 4, 'rep2-mallard-actions'],
    ['#myRepeaterActions .repeater-actions-button', 0, 'rep2-header-actions'],
    ['#myRepeaterActions input.repeater-secondaryPaging', 0, 'rep2-page'],
    ['#myRepeaterActions .repeater-next', 0, 'rep2-next'],
    ['#myScheduler .start-datetime .datepicker input', 0, 'sched-date'],
    ['#myScheduler .start-datetime .combobox .dropdown-toggle', 0, 'sched-time-toggle'],
    ['#myScheduler .timezone-container .dropdown-toggle', 0, 'sched-tz'],
    ['#myScheduler .repeat-container .dropdown-toggle', 0, 'sched-repeat'],
    ['#mySearch input', 0, 'search-input'],
    ['#mySelectlist .dropdown-toggle', 0, 'selectlist'],
    ['#mySpinbox1 .spinbox-down', 0, 'spin1-down'],
    ['#mySpinbox2 .spinbox-up', 0, 'spin2-up'],
    ['#mySpinboxInput4', 0, 'spin4-input'],
    ['#spinboxSetValueBtn', 0, 'spin-setvalue'],
    ['#mypicker .picker-trigger[type="button"]', 0, 'picker-choose'],
    ['#myTree > li:not(.hidden) .tree-branch-header .icon-caret', 1, 'tree1-drawing-caret'],
    ['#myTree > .tree-overflow:not(.hidden) button', 0, 'tree1-loadmore'],
    ['#myTree2 .tree-item:not(.hidden) .tree-item-name', 1, 'tree2-waterfall'],
    ['.wizard .actions .btn-next', 0, 'wiz1-next'],
    ['.wizard .actions .btn-prev', 1, 'wiz2-prev'],
    ['#btnWizardSetStep', 0, 'wiz-jump3']
  ];
  // Some widgets are copied by the page's scripts, so each pass also keeps every key on one element only.
  var tries = 0;
  function apply() {
    marks.forEach(function (m) {
      var el = document.querySelectorAll(m[0])[m[1]];
      if (!el) { return; }
      document.querySelectorAll('[data-expect="' + m[2] + '"]').forEach(function (o) {
        if (o !== el) { o.removeAttribute('data-expect'); }
      });
      el.setAttribute('data-expect', m[2]);
    });
    if (++tries < 60) { setTimeout(apply, 100); }
  }
  apply();
})();
