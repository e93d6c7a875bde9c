// Benchmark marks only: sets data-expect on elements that the page's own script (lightSlider) builds. Does nothing else.
(function () {
  // [CSS selector, index among the matches, key]
  var marks = [
    ['#image-gallery ~ .lSAction > .lSPrev', 0, 'gallery-prev'],
    ['#image-gallery ~ .lSAction > .lSNext', 0, 'gallery-next'],
    ['.lSGallery > li > a', 0, 'thumb-1'],
    ['.lSGallery > li > a', 1, 'thumb-2'],
    ['.lSGallery > li > a', 2, 'thumb-3'],
    ['.lSGallery > li > a', 3, 'thumb-4'],
    ['.lSGallery > li > a', 4, 'thumb-5'],
    ['.lSGallery > li > a', 5, 'thumb-6'],
    ['.lSGallery > li > a', 6, 'thumb-7'],
    ['.lSGallery > li > a', 7, 'thumb-8'],
    ['.lSGallery > li > a', 8, 'thumb-9'],
    ['#content-slider ~ .lSAction > .lSPrev', 0, 'content-prev'],
    ['#content-slider ~ .lSAction > .lSNext', 0, 'content-next'],
    ['#content-slider > li:not(.clone)', 0, 'slide-1'],
    ['#content-slider > li:not(.clone)', 1, 'slide-2'],
    ['#content-slider > li:not(.clone)', 2, 'slide-3'],
    ['.lSpg > li > a', 0, 'dot-1'],
    ['.lSpg > li > a', 1, 'dot-2'],
    ['.lSpg > li > a', 2, 'dot-3'],
    ['.lSpg > li > a', 3, 'dot-4'],
    ['.lSpg > li > a', 4, 'dot-5'],
    ['.lSpg > li > a', 5, 'dot-6']
  ];
  var tries = 0;
  function apply() {
    var missing = 0;
    // wait until both sliders are built (so the slides are not marked before lightSlider clones them)
    if (!document.querySelector('.lSpg > li > a') || !document.querySelector('.lSGallery > li > a')) {
      if (++tries < 50) { setTimeout(apply, 100); }
      return;
    }
    marks.forEach(function (m) {
      var el = document.querySelectorAll(m[0])[m[1]];
      if (el) { el.setAttribute('data-expect', m[2]); } else { missing++; }
    });
    if (missing && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
