// Sets the data-expect marks used by cases.yaml on the player controls that MediaElement.js builds; does nothing else.
(function () {
  var marks = {
    '.mejs__video .mejs__overlay-button': 'video-big-play',
    '.mejs__video .mejs__prev-button > button': 'video-prev',
    '.mejs__video .mejs__playpause-button > button': 'video-play',
    '.mejs__video .mejs__next-button > button': 'video-next',
    '.mejs__video .mejs__time-slider': 'video-seek',
    '.mejs__video .mejs__volume-button > button': 'video-mute',
    '.mejs__video .mejs__playlist-button > button': 'video-playlist-toggle',
    '.mejs__video .mejs__loop-button > button': 'video-loop',
    '.mejs__video .mejs__fullscreen-button > button': 'video-fullscreen',
    '.mejs__video .mejs__playlist-selector-list-item:nth-child(1)': 'video-item-bunny',
    '.mejs__video .mejs__playlist-selector-list-item:nth-child(2)': 'video-item-hls',
    '.mejs__video .mejs__playlist-selector-list-item:nth-child(3)': 'video-item-guqin',
    '.mejs__audio .mejs__prev-button > button': 'audio-prev',
    '.mejs__audio .mejs__playpause-button > button': 'audio-play',
    '.mejs__audio .mejs__next-button > button': 'audio-next',
    '.mejs__audio .mejs__time-slider': 'audio-seek',
    '.mejs__audio .mejs__volume-button > button': 'audio-mute',
    '.mejs__audio .mejs__horizontal-volume-slider': 'audio-volume',
    '.mejs__audio .mejs__loop-button > button': 'audio-loop',
    '.mejs__audio .mejs__playlist-selector-list-item:nth-child(1)': 'audio-item-jazz',
    '.mejs__audio .mejs__playlist-selector-list-item:nth-child(2)': 'audio-item-soundcloud',
    '.mejs__audio .mejs__playlist-selector-list-item:nth-child(3)': 'audio-item-rtmp'
  };
  var tries = 0;
  function apply() {
    var left = 0;
    for (var sel in marks) {
      var el = document.querySelector(sel);
      if (el) { el.setAttribute('data-expect', marks[sel]); } else { left++; }
    }
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
