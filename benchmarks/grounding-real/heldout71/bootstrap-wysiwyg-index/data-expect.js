// Marks for the font menu entries that the page's script builds at load (see SOURCE.md).
(function () {
  var fonts = [['Serif', 'font_serif'], ['Arial Black', 'font_arial_black'], ['Courier New', 'font_courier_new'],
               ['Comic Sans MS', 'font_comic'], ['Tahoma', 'font_tahoma'], ['Verdana', 'font_verdana']];
  function mark() {
    var found = [];
    for (var i = 0; i < fonts.length; i++) {
      var a = document.querySelector('a[data-edit="fontName ' + fonts[i][0] + '"]');
      if (!a) return false;
      found.push(a);
    }
    for (var j = 0; j < found.length; j++) found[j].setAttribute('data-expect', fonts[j][1]);
    return true;
  }
  var tries = 0;
  (function poll() { if (!mark() && ++tries < 100) setTimeout(poll, 100); })();
})();
