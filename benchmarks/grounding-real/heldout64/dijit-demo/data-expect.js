// Adds data-expect marks for the benchmark to widgets that dijit builds at load. Does nothing else.
(function () {
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  // [key, css selector, text the element contains (or null), index among matches, child selector inside the match (or null)]
  var marks = [
    ['menu-file', '#file', null, 0, null],
    ['file-log-widgets', '#widgets', null, 0, null],
    ['edit-undo', '#undo', null, 0, null],
    ['view-zoom', '#viewMenu > tbody > tr', null, 2, null],
    ['zoom-150', '#zoomMenu > tbody > tr', null, 3, null],
    ['theme-tundra', '#tundra_radio', null, 0, null],
    ['dialogs-action-bar', '#dialogMenu > tbody > tr', null, 1, null],
    ['padding-3px', '#inputPaddingMenu > tbody > tr', null, 4, null],
    ['help-about', '#helpMenu > tbody > tr', null, 1, null],
    ['dlg-name', '#name', null, 0, null],
    ['dlg-cancel', '#dialogAB .dijitButtonContents', 'Cancel', 0, null],
    ['acc-popups', '#leftAccordion .dijitAccordionTitleFocus', 'Popups and Alerts', 0, null],
    ['acc-rootless-tree', '#leftAccordion .dijitAccordionTitleFocus', 'Rootless Tree', 0, null],
    ['cal-next-month', '#calendar1 .dijitCalendarIncrementArrow', null, 0, null],
    ['cal-month-dropdown', '#calendar1 .dijitCalendarMonthContainer .dijitDropDownButton .dijitButtonContents', null, 0, null],
    ['cal-next-year', '#calendar1 .dijitCalendarNextYear', null, 0, null],
    ['link-slow-dialog', '#leftAccordion a', 'slow loading modal dialog', 0, null],
    ['btn-tooltip-dialog', '#leftAccordion .dijitDropDownButton .dijitButtonContents', 'Show Tooltip Dialog', 0, null],
    ['tt-user', '#user', null, 0, null],
    ['tt-password', '#pwd', null, 0, null],
    ['tab-sliders', '#topTabs_tablist .tabLabel', 'Sliders', 0, null],
    ['tab-select', '#topTabs_tablist .tabLabel', 'Select Widgets', 0, null],
    ['tab-text-input', '#topTabs_tablist .tabLabel', 'Text Input Widgets', 0, null],
    ['tabs-scroll-right', '#topTabs_tablist_rightBtn', null, 0, null],
    ['tabs-menu', '#topTabs_tablist_menuBtn', null, 0, null],
    ['nested-tab-close', '#topTabs_tablist .dijitTab', 'Nested TabContainer [x]', 0, '.dijitTabCloseButton'],
    ['btn-simple', '#basicFormTab .dijitButton .dijitButtonContents', 'Simple', 0, null],
    ['btn-dropdown', '#basicFormTab .dijitDropDownButton .dijitButtonContents', 'Drop Down', 0, null],
    ['combo-main', '#basicFormTab .dijitComboButton .dijitButtonContents', 'Combo', 0, null],
    ['combo-arrow', '#basicFormTab .dijitComboButton .dijitArrowButton', null, 0, null],
    ['toggle', '#basicFormTab .dijitToggleButton .dijitButtonContents', 'Toggle', 0, null],
    ['dd-paste', '#editMenu1 > tbody > tr', null, 2, null],
    ['combo-save-as', '#saveMenu1 > tbody > tr', null, 1, null],
    ['chk-unchecked', '[widgetid="check1"]', null, 0, null],
    ['radio-news', '[widgetid="g1rb1"]', null, 0, null],
    ['date-birthday', '#date1', null, 0, null],
    ['currency', '#currency1', null, 0, null],
    ['spinner-up', '#widget_spinner1 .dijitUpArrowButton', null, 0, null],
    ['select-enabled', '#selectEnabled', null, 0, null],
    ['filtering-place', '#filteringSelect', null, 0, null],
    ['slider2-plus', '#slider2 .dijitSliderIncrementIconV', null, 0, null],
    ['h1-handle', '#horizontal1 .dijitSliderImageHandle', null, 0, null],
    ['editor-numbered', '#editorTab .dijitEditor .dijitToolbar .dijitButtonContents', 'Numbered List', 0, null],
    ['link-dijit-tests', '#btab1 a', 'dijit tests', 0, null],
    ['bottom2-close', '#bottomTabs_tablist .dijitTab', 'Bottom 2 [x]', 0, '.dijitTabCloseButton']
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      if (document.querySelector('[data-expect="' + m[0] + '"]')) return;
      var els = Array.prototype.slice.call(document.querySelectorAll(m[1]));
      if (m[2] !== null) els = els.filter(function (e) { return norm(e.textContent).indexOf(m[2]) !== -1; });
      var el = els[m[3]];
      if (el && m[4]) el = el.querySelector(m[4]);
      if (el) el.setAttribute('data-expect', m[0]); else left++;
    });
    if (left && ++tries < 40) setTimeout(run, 250);
  }
  run();
})();
