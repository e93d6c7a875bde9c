// Sets the data-expect marks on elements that the page's own script builds (the scroll arrow of the Scrollable Tabs).
(function () {
  function mark() {
    var r = document.querySelectorAll('.pmd-tabs[scroll="true"] .pmd-tabs-scroll-right');
    if (r.length) r[0].setAttribute('data-expect', 'sc-arrow-right');
  }
  if (document.readyState === 'complete') mark(); else window.addEventListener('load', mark);
})();
