// Added for the grounding corpus: sets the data-expect marks on the target elements once the page's own scripts
// have built them. It changes nothing else on the page.
(function () {
  function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  function byText(sel, text, root) {
    return all(sel, root).filter(function (e) { return norm(e.textContent) === text; })[0] || null;
  }
  function nth(sel, n, root) { return all(sel, root)[n - 1] || null; }
  function filterCell(n) { return document.querySelector('.jsgrid-filter-row').children[n - 1]; }
  function header(label) { return byText('.jsgrid-header-row th', label); }
  function row(name) {
    return all('.jsgrid-grid-body tr').filter(function (r) { return r.children[0] && norm(r.children[0].textContent) === name; })[0];
  }
  function pager(label) { return byText('.jsgrid-pager a', label); }
  var MARKS = {
    'filter-name': function () { return filterCell(1).querySelector('input'); },
    'filter-age': function () { return filterCell(2).querySelector('input'); },
    'filter-address': function () { return filterCell(3).querySelector('input'); },
    'filter-country': function () { return filterCell(4).querySelector('select'); },
    'filter-married': function () { return filterCell(5).querySelector('input'); },
    'search-btn': function () { return document.querySelector('.jsgrid-filter-row .jsgrid-search-button'); },
    'clear-filter': function () { return document.querySelector('.jsgrid-filter-row .jsgrid-clear-filter-button'); },
    'insert-mode': function () { return document.querySelector('.jsgrid-header-row .jsgrid-insert-mode-button'); },
    'h-name': function () { return header('Name'); },
    'h-age': function () { return header('Age'); },
    'h-address': function () { return header('Address'); },
    'h-country': function () { return header('Country'); },
    'edit-lacey': function () { return row('Lacey Hess').querySelector('.jsgrid-edit-button'); },
    'edit-connor': function () { return row('Connor Johnston').querySelector('.jsgrid-edit-button'); },
    'edit-lilah': function () { return row('Lilah Atkins').querySelector('.jsgrid-edit-button'); },
    'edit-jonah': function () { return row('Jonah Johns').querySelector('.jsgrid-edit-button'); },
    'del-otto': function () { return row('Otto Clay').querySelector('.jsgrid-delete-button'); },
    'del-ramona': function () { return row('Ramona Benton').querySelector('.jsgrid-delete-button'); },
    'del-timothy': function () { return row('Timothy Henson').querySelector('.jsgrid-delete-button'); },
    'del-xena': function () { return row('Xena Wilkerson').querySelector('.jsgrid-delete-button'); },
    'married-ezra': function () { return row('Ezra Tillman').children[4].querySelector('input'); },
    'addr-dante': function () { return row('Dante Carter').children[2]; },
    'name-ruby': function () { return row('Ruby Rocha').children[0]; },
    'country-otto': function () { return row('Otto Clay').children[3]; },
    'age-arthur': function () { return row('Arthur Gay').children[1]; },
    'page-2': function () { return pager('2'); },
    'page-5': function () { return pager('5'); },
    'page-more': function () { return pager('...'); },
    'page-next': function () { return pager('Next'); },
    'page-last': function () { return pager('Last'); }
  };
  function apply() {
    Object.keys(MARKS).forEach(function (key) {
      var el = null;
      try { el = MARKS[key](); } catch (e) { el = null; }
      if (!el) return;
      all('[data-expect]').forEach(function (o) {
        if (o === el) return;
        var ks = o.getAttribute('data-expect').split(/\s+/).filter(function (k) { return k && k !== key; });
        if (ks.length) o.setAttribute('data-expect', ks.join(' ')); else o.removeAttribute('data-expect');
      });
      var cur = (el.getAttribute('data-expect') || '').split(/\s+/).filter(Boolean);
      if (cur.indexOf(key) < 0) cur.push(key);
      el.setAttribute('data-expect', cur.join(' '));
    });
  }
  function run() { apply(); setTimeout(apply, 400); setTimeout(apply, 1200); }
  if (document.readyState === 'complete') run(); else window.addEventListener('load', run);
})();
