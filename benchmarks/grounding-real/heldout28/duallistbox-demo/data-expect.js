// Sets the benchmark's data-expect marks on elements the page's script built; does nothing else.
(function () {
  function mark(sel, key) {
    var els = document.querySelectorAll(sel);
    if (els.length === 1) els[0].setAttribute('data-expect', key);
  }
  function run() {
    var c = document.querySelectorAll('.bootstrap-duallistbox-container');
    if (c.length !== 2) return;
    function m(i, sel, key) {
      var els = c[i].querySelectorAll(sel);
      if (els.length === 1) els[0].setAttribute('data-expect', key);
    }
    m(0, '.box1 input.filter', 'd1-filter-left');
    m(0, '.box2 input.filter', 'd1-filter-right');
    m(0, '.box1 button.moveall', 'd1-moveall');
    m(0, '.box2 button.removeall', 'd1-removeall');
    m(0, '.box1 select option[value="option1"]', 'd1-opt1');
    m(0, '.box1 select option[value="option4"]', 'd1-opt4');
    m(0, '.box1 select option[value="option0"]', 'd1-opt10');
    m(0, '.box2 select option[value="option6"]', 'd1-opt6');
    m(1, '.box1 button.clear1', 'd2-showall');
    m(1, '.box1 .info .label', 'd2-filtered-badge');
    m(1, '.box1 input.filter', 'd2-filter-left');
    m(1, '.box2 input.filter', 'd2-filter-right');
    m(1, '.box1 button.moveall', 'd2-moveall');
    m(1, '.box1 button.move', 'd2-move');
    m(1, '.box2 button.remove', 'd2-remove');
    m(1, '.box2 button.removeall', 'd2-removeall');
    m(1, '.box1 select option[value="option7"]', 'd2-opt7');
    m(1, '.box2 select option[value="option3"]', 'd2-opt3');
    function byText(i, box, text, key) {
      var opts = c[i].querySelectorAll(box + ' select option'), hit = [];
      for (var j = 0; j < opts.length; j++) if (opts[j].textContent.trim() === text) hit.push(opts[j]);
      if (hit.length === 1) hit[0].setAttribute('data-expect', key);
    }
    byText(1, '.box1', 'Option 12', 'd2-opt12');
    byText(1, '.box1', 'Option 10', 'd2-opt10');
    byText(0, '.box1', 'Option 9', 'd1-opt9');
  }
  if (window.jQuery) window.jQuery(function () { setTimeout(run, 0); }); else window.addEventListener('load', run);
})();
