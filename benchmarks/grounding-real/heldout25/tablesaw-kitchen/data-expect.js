// Added for the grounding corpus: sets the data-expect marks on the target elements once the page's own scripts
// have built them. It changes nothing else on the page.
(function () {
  function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  function byText(sel, text, root) {
    return all(sel, root).filter(function (e) { return norm(e.textContent) === text; })[0] || null;
  }
  function nth(sel, n, root) { return all(sel, root)[n - 1] || null; }
  function bar(i) { return all('.tablesaw-bar')[i - 1]; }
  function table(i) { return all('table.tablesaw')[i - 1]; }
  function head(i, label) { return all('thead th button', table(i)).filter(function (b) { return norm(b.textContent) === label; })[0]; }
  function link(i, title) { return byText('tbody td.title a', title, table(i)); }
  function cell(i, row, col) { return all('tbody tr', table(i))[row - 1].children[col - 1]; }
  var MARKS = {
    'code': function () { return byText('.outbound-links a', 'Code'); },
    'issues': function () { return byText('.outbound-links a', 'Issues'); },
    'nav-kitchen': function () { return byText('.docs-nav a', 'Kitchen Sink'); },
    'nav-modeswitch': function () { return byText('.docs-nav a', 'Mode Switch'); },
    'nav-stack': function () { return byText('.docs-nav a', 'Stack'); },
    'nav-stackonly': function () { return byText('.docs-nav a', 'Stack Only'); },
    'nav-swipe': function () { return byText('.docs-nav a', 'Swipe Table'); },
    'nav-checkall': function () { return byText('.docs-nav a', 'Check All'); },
    'sort1': function () { return bar(1).querySelector('.tablesaw-sortable-switch select'); },
    'mode1': function () { return bar(1).querySelector('.tablesaw-modeswitch select'); },
    'next1': function () { return bar(1).querySelector('.tablesaw-nav-btn.right'); },
    'prev1': function () { return bar(1).querySelector('.tablesaw-nav-btn.left'); },
    'sort2': function () { return bar(2).querySelector('.tablesaw-sortable-switch select'); },
    'mode2': function () { return bar(2).querySelector('.tablesaw-modeswitch select'); },
    'coltoggle': function () { return bar(2).querySelector('.tablesaw-columntoggle-btn'); },
    'th-title1': function () { return head(1, 'Movie Title'); },
    'th-rank1': function () { return head(1, 'Rank'); },
    'th-year1': function () { return head(1, 'Year'); },
    'th-rating1': function () { return head(1, 'Rating'); },
    'th-title2': function () { return head(2, 'Movie Title'); },
    'th-rating2': function () { return head(2, 'Rating'); },
    't1-frozen': function () { return link(1, 'Frozen'); },
    't1-ironman': function () { return link(1, 'Iron Man 3'); },
    't1-hp': function () { return link(1, 'Harry Potter and the Deathly Hallows—Part 2'); },
    't1-2003': function () { return cell(1, 8, 3); },
    't1-avengers-rating': function () { return cell(1, 3, 4); },
    't2-titanic': function () { return link(2, 'Titanic'); },
    't2-skyfall': function () { return link(2, 'Skyfall'); },
    't2-age': function () { return link(2, 'Transformers: Age of Extinction'); },
    't2-36': function () { return cell(2, 7, 4); }
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
