// Sets the benchmark's data-expect marks on elements the page's script built; does nothing else.
(function () {
  function mark(sel, key) {
    var els = document.querySelectorAll(sel);
    if (els.length === 1) els[0].setAttribute('data-expect', key);
  }
  function run() {
    var tb = '.note-toolbar ';
    mark(tb + 'button[aria-label="Style"]', 'style-btn');
    mark(tb + 'button[aria-label="Bold (CTRL+B)"]', 'bold');
    mark(tb + 'button[aria-label="Underline (CTRL+U)"]', 'underline');
    mark(tb + 'button[aria-label="Remove Font Style (CTRL+\\\\)"]', 'eraser');
    mark(tb + 'button[aria-label="Font Family"]', 'fontname');
    mark(tb + 'button[aria-label="Recent Color"]', 'recent-color');
    mark(tb + 'button[aria-label="More Color"]', 'more-color');
    mark(tb + 'button[aria-label="Unordered list (CTRL+SHIFT+NUM7)"]', 'ul');
    mark(tb + 'button[aria-label="Ordered list (CTRL+SHIFT+NUM8)"]', 'ol');
    mark(tb + 'button[aria-label="Paragraph"]', 'paragraph');
    mark(tb + 'button[aria-label="Table"]', 'table');
    mark(tb + 'button[aria-label="Link (CTRL+K)"]', 'link');
    mark(tb + 'button[aria-label="Picture"]', 'picture');
    mark(tb + 'button[aria-label="Video"]', 'video');
    mark(tb + 'button[aria-label="Full Screen"]', 'fullscreen');
    mark(tb + 'button[aria-label="Code View"]', 'codeview');
    mark(tb + 'button[aria-label="Help"]', 'help');
    mark('.note-editable', 'editor');
    mark('.note-resizebar', 'resize-bar');
    mark(tb + '.dropdown-style a[data-value="blockquote"]', 'style-quote');
    mark(tb + '.dropdown-style a[data-value="h2"]', 'style-h2');
    mark(tb + '.dropdown-style a[data-value="pre"]', 'style-code');
    mark(tb + '.dropdown-style a[data-value="p"]', 'style-normal');
    mark(tb + '.dropdown-fontname a[data-value="Courier New"]', 'font-courier');
    mark(tb + '.note-holder[data-event="backColor"] button[data-value="#FF0000"]', 'bg-red');
    mark(tb + '.note-holder[data-event="foreColor"] button[data-value="#0000FF"]', 'fg-blue');
    mark(tb + 'button.note-color-reset[data-event="backColor"]', 'bg-transparent');
    mark(tb + 'button.note-color-reset[data-event="removeFormat"]', 'fg-reset');
    mark(tb + 'button.note-color-select[data-value="foreColorPicker"]', 'fg-select');
    mark(tb + 'button[aria-label="Align center (CTRL+SHIFT+E)"]', 'align-center');
    mark(tb + 'button[aria-label="Indent (CTRL+])"]', 'indent');
    mark(tb + '.note-dimension-picker-mousecatcher', 'table-grid');
  }
  // run after the page's own $(document).ready handler (which builds the editor)
  window.jQuery(function () { setTimeout(run, 0); });
})();
