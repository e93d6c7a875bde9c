// Marks the header tool links that the DSFR header script copies into the mobile menu.
(function () {
  var marks = [
    ['.fr-header__menu-links a.fr-btn--team', 'menu-contact'],
    ['.fr-header__menu-links a.fr-btn--briefcase', 'menu-recruiter'],
    ['.fr-header__menu-links a.fr-btn--account', 'menu-individual']
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) { el.setAttribute('data-expect', m[1]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(run, 100); }
  }
  run();
})();
