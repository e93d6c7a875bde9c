// Benchmark marks only: sets data-expect on elements that the page's own script builds. Does nothing else.
(function () {
  var marks = [
    ['header a', 'github'],
    ['.theme-container button:nth-child(1)', 'theme-classic'],
    ['.theme-container button:nth-child(2)', 'theme-monolith'],
    ['.theme-container button:nth-child(3)', 'theme-nano'],
    ['.pickr-container .pcr-button', 'color-button'],
    ['.pcr-app .pcr-palette', 'palette'],
    ['.pcr-app .pcr-color-palette .pcr-picker', 'palette-handle'],
    ['.pcr-app .pcr-hue', 'hue-slider'],
    ['.pcr-app .pcr-color-chooser .pcr-picker', 'hue-handle'],
    ['.pcr-app .pcr-opacity', 'opacity-slider'],
    ['.pcr-app .pcr-color-opacity .pcr-picker', 'opacity-handle'],
    ['.pcr-app .pcr-swatches button:nth-child(1)', 'swatch-1'],
    ['.pcr-app .pcr-swatches button:nth-child(2)', 'swatch-2'],
    ['.pcr-app .pcr-swatches button:nth-child(3)', 'swatch-3'],
    ['.pcr-app .pcr-swatches button:nth-child(4)', 'swatch-4'],
    ['.pcr-app .pcr-swatches button:nth-child(5)', 'swatch-5'],
    ['.pcr-app .pcr-swatches button:nth-child(6)', 'swatch-6'],
    ['.pcr-app .pcr-swatches button:nth-child(7)', 'swatch-7'],
    ['.pcr-app .pcr-result', 'hex-input'],
    ['.pcr-app .pcr-save', 'save'],
    ['.pcr-app .pcr-clear[value="Clear"]', 'clear']
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
