// Sets data-expect marks on the lightbox controls that Colorbox builds at start-up. Does nothing else.
(function () {
  var marks = { 'lightbox-next': '#cboxNext', 'lightbox-prev': '#cboxPrevious', 'slideshow-toggle': '#cboxSlideshow' };
  var tries = 0;
  function apply() {
    var done = 0, total = 0;
    for (var k in marks) { total++; var el = document.querySelector(marks[k]); if (el) { el.setAttribute('data-expect', k); done++; } }
    if (done < total && ++tries < 50) setTimeout(apply, 100);
  }
  apply();
})();
