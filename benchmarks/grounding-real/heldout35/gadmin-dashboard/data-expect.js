// Sets the data-expect marks on elements that the page's own scripts build (jVectorMap zoom buttons).
// It waits until they exist and does nothing else.
(function () {
  var marks = [
    ['#location-map .jvectormap-zoomin', 'map-zoom-in'],
    ['#location-map .jvectormap-zoomout', 'map-zoom-out']
  ];
  var tries = 0;
  function apply() {
    var missing = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) el.setAttribute('data-expect', m[1]); else missing++;
    });
    if (missing && tries++ < 100) setTimeout(apply, 50);
  }
  window.addEventListener('load', apply);
})();
