// Sets data-expect marks on elements that the page's scripts build (the phone menu that
// material-dashboard.js copies from the top navbar into the sidebar). Does nothing else.
(function () {
  var marks = [
    ['.sidebar .navbar-form input.form-control', 'm-search'],
    ['.sidebar .navbar-form button[type="submit"]', 'm-search-btn'],
    ['.sidebar .nav-mobile-menu > li:nth-child(1) > a.nav-link', 'm-stats'],
    ['.sidebar .nav-mobile-menu > li.dropdown > a.nav-link', 'm-actions'],
    ['.sidebar .nav-mobile-menu > li:nth-child(3) > a.nav-link', 'm-account'],
    ['.sidebar .nav-mobile-menu .dropdown-menu a.dropdown-item:nth-child(2)', 'm-notif-tasks'],
    ['.sidebar .nav-mobile-menu .dropdown-menu a.dropdown-item:nth-child(3)', 'm-notif-andrew']
  ];
  var tries = 0;
  function apply() {
    var done = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) { el.setAttribute('data-expect', m[1]); done++; }
    });
    if (done < marks.length && ++tries < 50) setTimeout(apply, 100);
  }
  apply();
})();
