// Adds the benchmark's data-expect marks to the parts of the Vestibulum multi-select that bootstrap-select builds.
// Does nothing else.
(function () {
  var marks = [
    ['.bootstrap-select button.dropdown-toggle', null, 'vest-select'],
    ['.bootstrap-select .dropdown-menu li a', 'Ketchup', 'opt-ketchup'],
    ['.bootstrap-select .dropdown-menu li a', 'Wasabi', 'opt-wasabi']
  ];
  var tries = 0;
  function apply() {
    var left = 0;
    marks.forEach(function (m) {
      var els = Array.prototype.slice.call(document.querySelectorAll(m[0]));
      var el = m[1] === null ? els[0] : els.filter(function (e) {
        return e.textContent.trim().indexOf(m[1]) === 0;
      })[0];
      if (el) { el.setAttribute('data-expect', m[2]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
