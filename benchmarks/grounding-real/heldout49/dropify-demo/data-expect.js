// Sets data-expect marks on elements that Dropify builds (the Remove buttons) and on two inputs it wraps. Does nothing else.
(function () {
  var marks = {
    'defval-remove': '.dropify-wrapper:has(#input-file-now-custom-1) .dropify-clear',
    'combined-remove': '.dropify-wrapper:has(#input-file-now-custom-3) .dropify-clear',
    'combined-zone': '#input-file-now-custom-3',
    'events-remove': '.dropify-wrapper:has(#input-file-events) .dropify-clear',
    'destroy-remove': '.dropify-wrapper:has(#input-file-to-destroy[data-default-file]) .dropify-clear',
    'fr2-remove': '.dropify-wrapper:has(#input-file-french-2) .dropify-clear',
    'fr2-zone': '#input-file-french-2'
  };
  var tries = 0;
  function run() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
