// Added for the grounding corpus: marks the intended elements with data-expect after load (the toastr demo page
// is static; the marks are set by CSS selector). It does nothing else.
(function () {
  var MARKS = [
    ['title', '#title'], ['message', '#message'],
    ['cb-close', '#closeButton'], ['cb-toast-click', '#addBehaviorOnToastClick'], ['cb-debug', '#debugInfo'],
    ['cb-progress', '#progressBar'], ['cb-rtl', '#rtl'], ['cb-dupes', '#preventDuplicates'],
    ['cb-force-clear', '#addClear'], ['cb-newest', '#newestOnTop'],
    ['type-info', 'input[name=toasts][value=info]'], ['type-warning', 'input[name=toasts][value=warning]'],
    ['type-error', 'input[name=toasts][value=error]'],
    ['pos-bottom-right', 'input[name=positions][value=toast-bottom-right]'],
    ['pos-bottom-left', 'input[name=positions][value=toast-bottom-left]'],
    ['pos-top-left', 'input[name=positions][value=toast-top-left]'],
    ['pos-top-full', 'input[name=positions][value=toast-top-full-width]'],
    ['pos-bottom-center', 'input[name=positions][value=toast-bottom-center]'],
    ['show-easing', '#showEasing'], ['hide-easing', '#hideEasing'], ['show-method', '#showMethod'],
    ['hide-method', '#hideMethod'], ['show-duration', '#showDuration'], ['hide-duration', '#hideDuration'],
    ['timeout', '#timeOut'], ['ext-timeout', '#extendedTimeOut'],
    ['show-toast', '#showtoast'], ['clear-toasts', '#cleartoasts'], ['clear-last', '#clearlasttoast'],
    ['nuget', 'footer a[href*="nuget"]'], ['github', 'footer a[href*="github"]']
  ];
  function run() {
    MARKS.forEach(function (m) {
      var el = document.querySelector(m[1]);
      if (!el) return;
      var v = el.getAttribute('data-expect'), ks = v ? v.split(' ') : [];
      if (ks.indexOf(m[0]) < 0) ks.push(m[0]);
      el.setAttribute('data-expect', ks.join(' '));
    });
  }
  if (document.readyState === 'complete') run(); else window.addEventListener('load', run);
})();
