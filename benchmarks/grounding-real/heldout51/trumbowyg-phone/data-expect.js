// Sets data-expect marks on toolbar buttons and editors that Trumbowyg builds, by CSS selector. Does nothing else.
(function () {
  var D = '.trumbowyg-box:has(#default-editor) ', S = '.trumbowyg-box:has(#simple-editor) ',
      U = '.trumbowyg-box:has(#upload-editor) ', F = '.trumbowyg-box:has(#flat-buttonpane) ',
      C = '.trumbowyg-box:has(#customized-buttonpane) ', T = '.trumbowyg-box:has(#form-content) ',
      E = '.trumbowyg-box:has(#empty-textarea) ', P = '.trumbowyg-box:has(#placeholder-editor) ';
  var marks = {};
  marks[D + '.trumbowyg-strong-button'] = 'def-bold';
  marks[D + '.trumbowyg-undo-button'] = 'def-undo';
  marks[D + '.trumbowyg-viewHTML-button'] = 'def-viewhtml';
  marks[D + '.trumbowyg-link-button'] = 'def-link';
  marks[D + '.trumbowyg-createLink-dropdown-button'] = 'def-createlink';
  marks[D + '.trumbowyg-h2-dropdown-button'] = 'def-h2';
  marks[D + '.trumbowyg-orderedList-button'] = 'def-ol';
  marks[D + '.trumbowyg-removeformat-button'] = 'def-removeformat';
  marks[D + '.trumbowyg-fullscreen-button'] = 'def-fullscreen';
  marks[S + '.trumbowyg-em-button'] = 'simple-em';
  marks[S + '.trumbowyg-del-button'] = 'simple-del';
  marks[U + '.trumbowyg-upload-button'] = 'upload-image';
  marks[U + '.trumbowyg-strong-button'] = 'upload-bold';
  marks[F + '.trumbowyg-h1-button'] = 'flat-h1';
  marks[F + '.trumbowyg-blockquote-button'] = 'flat-quote';
  marks[F + '.trumbowyg-underline-button'] = 'flat-underline';
  marks[F + '.trumbowyg-foreColor-button'] = 'flat-forecolor';
  marks[F + '.trumbowyg-foreColor000000-dropdown-button'] = 'flat-fc-black';
  marks[F + '.trumbowyg-template-button'] = 'flat-template';
  marks[F + '.trumbowyg-template_1-dropdown-button'] = 'flat-template2';
  marks[F + '.trumbowyg-close-button'] = 'flat-close';
  marks[F + '.trumbowyg-preformatted-button'] = 'flat-pre';
  marks[C + '.trumbowyg-bold-button'] = 'custom-bold';
  marks[C + '.trumbowyg-align-button'] = 'custom-align';
  marks[C + '.trumbowyg-justifyCenter-dropdown-button'] = 'custom-center';
  marks[C + '.trumbowyg-image-button'] = 'custom-image';
  marks[C + '.trumbowyg-backColor-button'] = 'custom-backcolor';
  marks[C + '.trumbowyg-close-button'] = 'custom-close';
  marks[T + '.trumbowyg-unorderedList-button'] = 'form-ul';
  marks[T + '.trumbowyg-redo-button'] = 'form-redo';
  marks[E + '.trumbowyg-editor'] = 'empty-editor';
  marks[E + '.trumbowyg-justifyCenter-button'] = 'empty-center';
  marks[P + '.trumbowyg-editor'] = 'dark-editor';
  marks[P + '.trumbowyg-superscript-button'] = 'dark-sup';
  var tries = 0;
  function apply() {
    var left = 0;
    Object.keys(marks).forEach(function (sel) {
      var el = document.querySelector(sel);
      if (el) { el.setAttribute('data-expect', marks[sel]); } else { left++; }
    });
    if (left && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
