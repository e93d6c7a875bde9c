// Added for the grounding corpus: sets the data-expect marks on the target elements once the page's own scripts
// have built them. It changes nothing else on the page.
(function () {
  function all(sel, root) { return Array.prototype.slice.call((root || document).querySelectorAll(sel)); }
  function norm(s) { return (s || '').replace(/\s+/g, ' ').trim(); }
  function byText(sel, text, root) {
    return all(sel, root).filter(function (e) { return norm(e.textContent) === text; })[0] || null;
  }
  function nth(sel, n, root) { return all(sel, root)[n - 1] || null; }
  function dot(container, n) { return nth(container + ' .glider-dot', n); }
  function slide(glider, n) { return nth(glider + ' .glider-slide', n); }
  function setting(name, linkText) {
    var li = all('ul.settings > li').filter(function (l) {
      var s = l.querySelector('.setting-name');
      return s && norm(s.textContent).split('(')[0] === name;
    })[0];
    return li ? byText('a', linkText, li) : null;
  }
  var MARKS = {
    'github': function () { return document.querySelector('#header a.button.github'); },
    'download': function () { return nth('#header a.button', 2); },
    'nav-demos': function () { return byText('#nav a', 'Demos'); },
    'nav-usage': function () { return byText('#nav a', 'Usage'); },
    'see-demos': function () { return byText('#intro a', 'Check out the demos below!'); },
    'multi-next': function () { return document.getElementById('glider-next-2'); },
    'multi-dot3': function () { return dot('#dots2', 3); },
    'multi-slide4': function () { return slide('#glider-double', 4); },
    'single-next': function () { return document.getElementById('glider-next'); },
    'single-prev': function () { return document.getElementById('glider-prev'); },
    'single-dot-last': function () { return dot('#dots', 10); },
    'single-slide1': function () { return slide('#glider-single', 1); },
    'persp-next': function () { return document.getElementById('glider-next-per'); },
    'persp-dot2': function () { return dot('#dots-per', 2); },
    'persp-slide3': function () { return slide('#glider-persp', 3); },
    'resp-next': function () { return document.getElementById('glider-next-resp'); },
    'resp-dot5': function () { return dot('#resp-dots', 5); },
    'frac-next': function () { return document.getElementById('cut-next'); },
    'frac-dot4': function () { return dot('#frac-dots', 4); },
    'frac-slide2': function () { return slide('#glider-cut', 2); },
    'add-btn': function () { return document.getElementById('addSlide'); },
    'remove-btn': function () { return document.getElementById('removeSlide'); },
    'add-next': function () { return document.getElementById('glider-next-add'); },
    'add-dot3': function () { return dot('#add-dots', 3); },
    'add-slide3': function () { return slide('#glider-add', 3); },
    'scrolllock-boolean': function () { return setting('scrollLock', 'Boolean'); },
    'slidestoshow-string': function () { return setting('slidesToShow', 'String'); },
    'removeitem-number': function () { return setting('removeItem', 'Number'); },
    'lazy-css': function () { return byText('a', 'Click to show lazy loading CSS'); },
    'footer-html5up': function () { return byText('#footer a', 'HTML5 UP'); },
    'footer-star': function () { return byText('#footer a', 'Star Me on Github!'); },
    'footer-jsweekly': function () { return byText('#footer a', 'Javascript Weekly!'); }
  };
  function apply() {
    Object.keys(MARKS).forEach(function (key) {
      var el = null;
      try { el = MARKS[key](); } catch (e) { el = null; }
      if (!el) return;
      all('[data-expect]').forEach(function (o) {
        if (o === el) return;
        var ks = o.getAttribute('data-expect').split(/\s+/).filter(function (k) { return k && k !== key; });
        if (ks.length) o.setAttribute('data-expect', ks.join(' ')); else o.removeAttribute('data-expect');
      });
      var cur = (el.getAttribute('data-expect') || '').split(/\s+/).filter(Boolean);
      if (cur.indexOf(key) < 0) cur.push(key);
      el.setAttribute('data-expect', cur.join(' '));
    });
  }
  function run() { apply(); setTimeout(apply, 400); setTimeout(apply, 1200); }
  if (document.readyState === 'complete') run(); else window.addEventListener('load', run);
})();
