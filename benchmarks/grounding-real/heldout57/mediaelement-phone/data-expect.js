// Sets data-expect marks on elements the player scripts build (benchmark marks only).
(function () {
  var marks = {
    'v-bigplay': '#player1-container .mejs__overlay-button',
    'v-play': '#player1-container .mejs__playpause-button > button',
    'v-fullscreen': '#player1-container .mejs__fullscreen-button > button',
    'v-cc': '#player1-container .mejs__captions-button > button',
    'v-chapters': '#player1-container .mejs__chapters-button > button',
    'v-rail': '#player1-container .mejs__time-total',
    'ch-woods': '#player1-container .mejs__chapters-selector-list-item:nth-child(1) label',
    'ch-water': '#player1-container .mejs__chapters-selector-list-item:nth-child(2) label',
    'ch-title': '#player1-container .mejs__chapters-selector-list-item:nth-child(3) label',
    'ch-sleeping': '#player1-container .mejs__chapters-selector-list-item:nth-child(4) label',
    'ch-wakey': '#player1-container .mejs__chapters-selector-list-item:nth-child(5) label',
    'cc-none': '#player1-container label[for$="_captions_none"]',
    'cc-german': '#player1-container label[for$="subtitles_de"]',
    'cc-english': '#player1-container label[for$="subtitles_en"]',
    'dash-video': '#player-dash-container .mejs__container',
    'a-play': '#player2-container .mejs__playpause-button > button',
    'a-rail': '#player2-container .mejs__time-total',
  };
  var tries = 0;
  function apply() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      var el = document.querySelector(marks[k]);
      if (el) { el.setAttribute('data-expect', k); } else { left++; }
    });
    if (left && ++tries < 30) { setTimeout(apply, 200); }
  }
  apply();
})();
