// Sets the data-expect marks on elements that the page's scripts build (GitBook's toolbar, AnchorJS's "#" links).
// Does nothing else.
(function () {
  function byText(sel, text, n) {
    var all = [].filter.call(document.querySelectorAll(sel), function (e) { return e.textContent.trim() === text; });
    return all[n || 0];
  }
  function heading(text, n) {
    var h = byText('.markdown-section h2', text, n);
    return h && h.querySelector('a.anchorjs-link');
  }
  var marks = [
    [function () { var i = document.querySelector('.book-header .fa-align-justify'); return i && i.parentNode; }, 'toggle-sidebar'],
    [function () { return document.querySelector('.book-header .font-settings > a.toggle-dropdown'); }, 'font-settings'],
    [function () { var i = document.querySelector('.book-header > a .fa-facebook'); return i && i.parentNode; }, 'facebook'],
    [function () { var i = document.querySelector('.book-header > a .fa-twitter'); return i && i.parentNode; }, 'twitter'],
    [function () { var i = document.querySelector('.book-header .fa-share-alt'); return i && i.parentNode; }, 'share'],
    [function () { return document.querySelector('.book-header .font-settings .font-enlarge'); }, 'font-bigger'],
    [function () { return document.querySelector('.book-header .font-settings .font-reduce'); }, 'font-smaller'],
    [function () { return byText('.book-header .font-settings button', 'Serif'); }, 'font-serif'],
    [function () { return byText('.book-header .font-settings button', 'Night'); }, 'theme-night'],
    [function () { return byText('.book-header .font-settings button', 'Sepia'); }, 'theme-sepia'],
    [function () { return byText('.book-header .dropdown:not(.font-settings) button', 'Instapaper'); }, 'share-instapaper'],
    [function () { return heading('Example Usage'); }, 'anchor-example-usage'],
    [function () { return heading('Dataset Properties', 1); }, 'anchor-dataset-properties-2']
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      var el = m[0]();
      if (el) { el.setAttribute('data-expect', m[1]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(run, 100); }
  }
  run();
})();
