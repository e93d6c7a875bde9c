// Adds data-expect marks to elements built by the page's scripts (jqvmap zoom buttons of the
// "Sales by countries" map, which the page may redraw after load). Does nothing else.
(function () {
  var marks = [
    ['#dashboard-sales-map .jqvmap-zoomin', 'map-zoom-in'],
    ['#dashboard-sales-map .jqvmap-zoomout', 'map-zoom-out']
  ];
  var tries = 0;
  function apply() {
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el && !el.hasAttribute('data-expect')) { el.setAttribute('data-expect', m[1]); }
    });
    if (++tries < 40) { setTimeout(apply, 200); }
  }
  apply();
})();
