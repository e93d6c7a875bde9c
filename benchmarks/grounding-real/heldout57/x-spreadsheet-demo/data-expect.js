// Sets data-expect marks on elements the spreadsheet script builds (benchmark marks only).
(function () {
  function btn(tip) {
    return Array.prototype.filter.call(document.querySelectorAll('.x-spreadsheet-toolbar-btn'), function (b) {
      return b.getAttribute('data-tooltip') === tip;
    })[0];
  }
  function head(tip) { var b = btn(tip); return b && b.querySelector('.x-spreadsheet-dropdown-header'); }
  function item(tip, text) {
    var b = btn(tip); if (!b) return null;
    return Array.prototype.filter.call(b.querySelectorAll('.x-spreadsheet-dropdown-content > .x-spreadsheet-item'), function (i) {
      return i.firstChild && i.firstChild.nodeType === 3 ? i.firstChild.textContent.trim() === text : i.textContent.trim() === text;
    })[0];
  }
  function iconItem(tip, icon) {
    var b = btn(tip); var i = b && b.querySelector('.x-spreadsheet-dropdown-content .x-spreadsheet-icon-img.' + icon);
    return i && i.closest('.x-spreadsheet-item');
  }
  function cm(text) {
    var menu = document.querySelector('.x-spreadsheet-sheet > .x-spreadsheet-contextmenu') || document.querySelectorAll('.x-spreadsheet-contextmenu')[0];
    return menu && Array.prototype.filter.call(menu.querySelectorAll('.x-spreadsheet-item'), function (i) {
      return i.firstChild && i.firstChild.textContent.trim() === text;
    })[0];
  }
  function tab(text) {
    return Array.prototype.filter.call(document.querySelectorAll('.x-spreadsheet-bottombar .x-spreadsheet-menu > li'), function (l) {
      return l.textContent.trim() === text;
    })[0];
  }
  var marks = {
    'tb-undo': function () { return btn('Undo (Ctrl+Z)'); },
    'tb-redo': function () { return btn('Redo (Ctrl+Y)'); },
    'tb-print': function () { return btn('Print (Ctrl+P)'); },
    'tb-paint': function () { return btn('Paint format'); },
    'tb-clear': function () { return btn('Clear format'); },
    'tb-format': function () { return head('Format'); },
    'tb-font': function () { return head('Font'); },
    'tb-size': function () { return head('Font size'); },
    'tb-bold': function () { return btn('Font bold (Ctrl+B)'); },
    'tb-italic': function () { return btn('Font italic (Ctrl+I)'); },
    'tb-underline': function () { return btn('Underline (Ctrl+U)'); },
    'tb-strike': function () { return btn('Strike (Ctrl+U)'); },
    'tb-color': function () { return head('Text color'); },
    'tb-fill': function () { return head('Fill color'); },
    'tb-borders': function () { return head('Borders'); },
    'tb-merge': function () { return btn('Merge cells'); },
    'tb-halign': function () { return head('Horizontal align'); },
    'tb-valign': function () { return head('Vertical align'); },
    'tb-wrap': function () { return btn('Text wrapping'); },
    'tb-freeze': function () { return btn('Freeze cell'); },
    'tb-filter': function () { return btn('Filter'); },
    'tb-functions': function () { return head('Functions'); },
    'fmt-percent': function () { return item('Format', 'Percent'); },
    'fmt-usd': function () { return item('Format', 'USD'); },
    'fmt-datetime': function () { return item('Format', 'Date time'); },
    'font-courier': function () { return item('Font', 'Courier New'); },
    'font-comic': function () { return item('Font', 'Comic Sans MS'); },
    'size-14': function () { return item('Font size', '14'); },
    'size-36': function () { return item('Font size', '36'); },
    'fn-average': function () { return item('Functions', 'AVERAGE'); },
    'fn-concat': function () { return item('Functions', 'CONCAT'); },
    'align-center': function () { return iconItem('Horizontal align', 'align-center'); },
    'valign-bottom': function () { return iconItem('Vertical align', 'align-bottom'); },
    'bb-add': function () { var i = document.querySelector('.x-spreadsheet-bottombar .x-spreadsheet-icon-img.add'); return i && i.closest('.x-spreadsheet-icon'); },
    'bb-more': function () { return document.querySelector('.x-spreadsheet-bottombar .x-spreadsheet-dropdown-header'); },
    'tab-test': function () { return tab('sheet-test'); },
    'tab-sheet2': function () { return tab('sheet2'); },
    'bbmenu-test': function () {
      return Array.prototype.filter.call(document.querySelectorAll('.x-spreadsheet-bottombar .x-spreadsheet-dropdown-content .x-spreadsheet-item'), function (i) { return i.textContent.trim() === 'sheet-test'; })[0];
    },
    'tab-delete': function () { return document.querySelector('.x-spreadsheet-bottombar > .x-spreadsheet-contextmenu > .x-spreadsheet-item'); },
    'cm-insert-row': function () { return cm('Insert row'); },
    'cm-del-col': function () { return cm('Delete column'); },
    'cm-paste-values': function () { return cm('Paste values only'); },
    'cm-validation': function () { return cm('Data validations'); },
    'cm-hide': function () { return cm('Hide'); },
    'cm-copy': function () { return cm('Copy'); }
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
