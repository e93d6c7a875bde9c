// Sets the data-expect marks on the story bubbles that zuck.js builds; does nothing else.
(function () {
  var marks = {
    '#stories .story[data-id="ramon"] > .item-link': 'story-ramon',
    '#stories .story[data-id="gorillaz"] > .item-link': 'story-gorillaz',
    '#stories .story[data-id="ladygaga"] > .item-link': 'story-ladygaga',
    '#stories .story[data-id="starboy"] > .item-link': 'story-weeknd',
    '#stories .story[data-id="riversquomo"] > .item-link': 'story-rivers'
  };
  var tries = 0;
  (function set() {
    var missing = 0;
    Object.keys(marks).forEach(function (sel) {
      var el = document.querySelector(sel);
      if (el) el.setAttribute('data-expect', marks[sel]); else missing++;
    });
    if (missing && ++tries < 50) setTimeout(set, 100);
  })();
})();
