// Benchmark marks only: sets data-expect on the arrows and dots that Flickity builds. Does nothing else.
(function () {
  var marks = [
    ['#demo1 .flickity-prev-next-button.next', 'd1-next'],
    ['#demo1 .flickity-page-dot:nth-child(3)', 'd1-dot-3'],
    ['#demo1 .flickity-page-dot:nth-child(6)', 'd1-dot-6'],
    ['#demo2 .flickity-prev-next-button.next', 'd2-next'],
    ['#demo2 .flickity-page-dot:nth-child(5)', 'd2-dot-5'],
    ['#demo3 .flickity-prev-next-button.previous', 'd3-prev'],
    ['#demo3 .flickity-prev-next-button.next', 'd3-next'],
    ['#demo3 .flickity-page-dot:nth-child(2)', 'd3-dot-2'],
    ['#demo4 .flickity-prev-next-button.previous', 'd4-prev'],
    ['#demo5 .flickity-prev-next-button.next', 'd5-next'],
    ['#demo5 .flickity-page-dot:nth-child(4)', 'd5-dot-4'],
    ['#reposition .flickity-prev-next-button.next', 'rep-next'],
    ['#reposition .flickity-page-dot:nth-child(9)', 'rep-dot-9'],
    ['#prepend-single .flickity-page-dot:nth-child(1)', 'ps-dot-1']
  ];
  var tries = 0;
  function apply() {
    var missing = 0;
    marks.forEach(function (m) {
      var el = document.querySelector(m[0]);
      if (el) el.setAttribute('data-expect', m[1]); else missing++;
    });
    if (missing && tries++ < 40) setTimeout(apply, 50);
  }
  apply();
})();
