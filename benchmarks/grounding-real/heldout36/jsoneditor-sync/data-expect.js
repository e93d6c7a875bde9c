// Benchmark marks only: sets data-expect on elements that the page's JSONEditor instances build. Does nothing else.
(function () {
  function ed(n) { return document.getElementById('jsoneditor' + n); }
  function q(n, sel) { var e = ed(n); return e ? e.querySelector(sel) : null; }
  // the row (tr) of the field whose key text is `name` (the root row when name is null)
  function row(n, name) {
    var e = ed(n); if (!e) return null;
    if (name === null) {
      var r = e.querySelector('.jsoneditor-tree tr .jsoneditor-readonly');
      return r ? r.closest('table').closest('tr') : null;
    }
    var fields = e.querySelectorAll('.jsoneditor-tree div.jsoneditor-field');
    for (var i = 0; i < fields.length; i++) {
      if (fields[i].textContent === name) return fields[i].closest('table').closest('tr');
    }
    return null;
  }
  function inRow(n, name, sel) { var r = row(n, name); return r ? r.querySelector(sel) : null; }
  function field(n, name) {
    var e = ed(n); if (!e) return null;
    var fields = e.querySelectorAll('.jsoneditor-tree div.jsoneditor-field');
    for (var i = 0; i < fields.length; i++) { if (fields[i].textContent === name) return fields[i]; }
    return null;
  }
  var marks = [];
  [[1, 'l'], [2, 'r']].forEach(function (p) {
    var n = p[0], s = p[1];
    marks.push([function () { return q(n, '.jsoneditor-menu .jsoneditor-expand-all'); }, s + '-expand-all']);
    marks.push([function () { return q(n, '.jsoneditor-menu .jsoneditor-collapse-all'); }, s + '-collapse-all']);
    marks.push([function () { return q(n, '.jsoneditor-menu .jsoneditor-sort'); }, s + '-sort']);
    marks.push([function () { return q(n, '.jsoneditor-menu .jsoneditor-transform'); }, s + '-transform']);
    marks.push([function () { return q(n, '.jsoneditor-search input'); }, s + '-search']);
    marks.push([function () { return q(n, '.jsoneditor-search .jsoneditor-next'); }, s + '-search-next']);
    marks.push([function () { return q(n, '.jsoneditor-search .jsoneditor-previous'); }, s + '-search-prev']);
    marks.push([function () { return inRow(n, null, 'button.jsoneditor-contextmenu-button'); }, s + '-root-menu']);
    marks.push([function () { return inRow(n, null, 'button.jsoneditor-expanded, button.jsoneditor-collapsed'); }, s + '-root-toggle']);
    marks.push([function () { return inRow(n, 'array', 'button.jsoneditor-expanded, button.jsoneditor-collapsed'); }, s + '-array-toggle']);
    marks.push([function () { return inRow(n, 'boolean', 'input[type="checkbox"]'); }, s + '-boolean-checkbox']);
    marks.push([function () { return inRow(n, 'null', 'div.jsoneditor-value'); }, s + '-null-value']);
    marks.push([function () { return inRow(n, 'number', 'div.jsoneditor-value'); }, s + '-number-value']);
    marks.push([function () { return inRow(n, 'number', 'button.jsoneditor-contextmenu-button'); }, s + '-number-menu']);
    marks.push([function () { return inRow(n, 'object', 'button.jsoneditor-expanded, button.jsoneditor-collapsed'); }, s + '-object-toggle']);
    marks.push([function () { return inRow(n, 'string', 'div.jsoneditor-value'); }, s + '-string-value']);
    marks.push([function () { return field(n, 'string'); }, s + '-string-field']);
    marks.push([function () { return inRow(n, 'string', 'button.jsoneditor-dragarea'); }, s + '-string-drag']);
  });
  var tries = 0;
  function apply() {
    var missing = 0;
    marks.forEach(function (m) {
      var el = m[0]();
      if (el) el.setAttribute('data-expect', m[1]); else missing++;
    });
    if (missing && tries++ < 40) setTimeout(apply, 50);
  }
  apply();
})();
