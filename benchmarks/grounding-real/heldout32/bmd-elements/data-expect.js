// Added for the grounding benchmark: sets the data-expect mark on an element the page's own script builds
// (the handle of the pink vertical noUiSlider). It does nothing else.
window.addEventListener('load', function () {
  setTimeout(function () {
    var h = document.querySelector('.slider.svert.slider-material-pink .noUi-handle');
    if (h) h.setAttribute('data-expect', 'slider-pink-vertical-handle');
  }, 0);
});
