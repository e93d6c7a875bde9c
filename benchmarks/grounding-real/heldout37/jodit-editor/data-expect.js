// Only adds data-expect marks to elements that the page's scripts build (Jodit toolbar, editor, status bar and the
// Examples menu filled by assets/app.js). Does nothing else.
(function () {
  function btn(ref) { return '.jodit-toolbar__box .jodit-toolbar-button_' + ref + ' > .jodit-toolbar-button__button'; }
  function trg(ref) { return '.jodit-toolbar__box .jodit-toolbar-button_' + ref + ' > .jodit-toolbar-button__trigger'; }
  var marks = {
    'tb-bold': btn('bold'), 'tb-italic': btn('italic'), 'tb-underline': btn('underline'),
    'tb-strike': btn('strikethrough'), 'tb-eraser': btn('eraser'), 'tb-ul': btn('ul'),
    'tb-ol-arrow': trg('ol'), 'tb-font': btn('font'), 'tb-fontsize': btn('fontsize'),
    'tb-paragraph-arrow': trg('paragraph'),
    'tb-superscript': btn('superscript'), 'tb-subscript': btn('subscript'), 'tb-file': btn('file'),
    'tb-image': btn('image'), 'tb-video': btn('video'), 'tb-spellcheck': btn('spellcheck'),
    'tb-paste-arrow': trg('paste'), 'tb-copyformat': btn('copyformat'), 'tb-table': btn('table'), 'tb-link': btn('link'), 'tb-symbols': btn('symbols'), 'tb-align': btn('left'), 'tb-brush': btn('brush'), 'tb-find': btn('find'),
    'tb-source': btn('source'), 'tb-fullsize': btn('fullsize'), 'tb-preview': btn('preview'),
    'tb-print': btn('print'), 'tb-about': btn('about'),
    'editor-body': '.jodit-wysiwyg',
    'powered-by': '.jodit-status-bar a.jodit-status-bar-link',
    'ex-dark': '#examples a[href="theme.html"]',
    'ex-inline': '#examples a[href="inline-mode.html"]'
  };
  var tries = 0;
  function mark() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      if (document.querySelector('[data-expect="' + k + '"]')) return;
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else left++;
    });
    if (left && ++tries < 50) setTimeout(mark, 100);
  }
  mark();
})();
