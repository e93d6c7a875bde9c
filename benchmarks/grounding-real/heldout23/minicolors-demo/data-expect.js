// Added for the grounding corpus: marks the intended elements with data-expect once MiniColors has built its
// swatches and panels (the page builds them at runtime on document ready). It does nothing else.
(function () {
  function mark(el, key) {
    if (!el) return;
    var v = el.getAttribute('data-expect');
    var ks = v ? v.split(' ') : [];
    if (ks.indexOf(key) < 0) ks.push(key);
    el.setAttribute('data-expect', ks.join(' '));
  }
  function $1(sel) { return document.querySelector(sel); }
  function part(id, sel) { var e = document.getElementById(id); var w = e ? e.closest('.minicolors') : null; return w ? w.querySelector(sel) : null; }
  function btnAfter(id) { var e = document.getElementById(id); var g = e ? e.closest('.input-group') : null; return g ? g.querySelector('button') : null; }
  function run() {
    mark($1('#intro a[href*="abeautifulsite"]'), 'intro-abs');
    mark($1('#intro a[href*="surrealcms"]'), 'intro-surreal');
    mark($1('a[href="#download"]'), 'toc-download');
    mark($1('a[href="#methods"]'), 'toc-methods');
    mark($1('a[href="#events"]'), 'toc-events');
    mark($1('a[href="#license"]'), 'toc-license');
    mark($1('a.btn-success'), 'download-github');
    mark($1('a[href="without-bootstrap.html"]'), 'without-bootstrap');
    mark($1('a[href="http://getbootstrap.com/"]'), 'bootstrap3-link');
    mark($1('#hue-demo'), 'hue-input');
    mark(part('saturation-demo', '.minicolors-swatch'), 'saturation-swatch');
    mark($1('#brightness-demo'), 'brightness-input');
    mark(part('wheel-demo', '.minicolors-swatch'), 'wheel-swatch');
    mark($1('#text-field'), 'textfield-input');
    mark(part('hidden-input', '.minicolors-swatch-color'), 'hidden-swatch');  // the wide bar drawn for a hidden input
    mark(part('inline', '.minicolors-slider'), 'inline-slider');
    mark(part('inline', '.minicolors-grid'), 'inline-grid');
    mark($1('#position-bottom-left'), 'pos-bl-input');
    mark(part('position-bottom-right', '.minicolors-swatch'), 'pos-br-swatch');
    mark(part('position-top-left', '.minicolors-swatch'), 'pos-tl-swatch');
    mark($1('#position-top-right'), 'pos-tr-input');
    mark(part('opacity', '.minicolors-swatch'), 'opacity-swatch');
    mark($1('#default-value'), 'default-input');
    mark($1('#letter-case'), 'lettercase-input');
    mark(part('input-group', '.minicolors-swatch'), 'group-swatch');
    mark(btnAfter('input-group'), 'group-button');
    mark(part('more-input-group', '.minicolors-swatch'), 'moregroup-swatch');
    mark(btnAfter('more-input-group'), 'moregroup-button');
    mark($1('#license ~ p a[href*="opensource.org"]'), 'mit-link');
  }
  function later() { setTimeout(run, 300); }
  if (document.readyState === 'complete') later(); else window.addEventListener('load', later);
})();
