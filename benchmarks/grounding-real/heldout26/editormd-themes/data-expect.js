// Added for the grounding test part: sets data-expect marks on the intended elements once the page's own
// scripts have built them. It only sets attributes; it changes nothing else on the page.
(function () {
  var MARKS = {
  "tb-undo": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='undo']]"
  },
  "tb-redo": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='redo']]"
  },
  "tb-bold": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='bold']]"
  },
  "tb-del": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='del']]"
  },
  "tb-italic": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='italic']]"
  },
  "tb-quote": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='quote']]"
  },
  "tb-ucwords": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='ucwords']]"
  },
  "tb-h3": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='h3']]"
  },
  "tb-h6": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='h6']]"
  },
  "tb-list-ol": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='list-ol']]"
  },
  "tb-hr": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='hr']]"
  },
  "tb-link": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='link']]"
  },
  "tb-ref-link": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='reference-link']]"
  },
  "tb-image": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='image']]"
  },
  "tb-code-block": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='code-block']]"
  },
  "tb-table": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='table']]"
  },
  "tb-emoji": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='emoji']]"
  },
  "tb-entities": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='html-entities']]"
  },
  "tb-goto-line": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='goto-line']]"
  },
  "tb-watch": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='watch']]"
  },
  "tb-preview": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='preview']]"
  },
  "tb-fullscreen": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='fullscreen']]"
  },
  "tb-clear": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='clear']]"
  },
  "tb-search": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='search']]"
  },
  "tb-info": {
    "xpath": "//ul[contains(@class,'editormd-menu')]/li/a[i[@name='info']]"
  },
  "sel-theme": {
    "sel": "#editormd-theme-select"
  },
  "sel-area": {
    "sel": "#editor-area-theme-select"
  },
  "sel-preview": {
    "sel": "#preview-area-theme-select"
  },
  "toc-default": {
    "sel": ".markdown-toc a",
    "exact": "Default theme"
  },
  "toc-editor-area": {
    "sel": ".markdown-toc a",
    "exact": "Editor area themes"
  },
  "line7": {
    "xpath": "//div[contains(@class,'CodeMirror-code')]/div[.//div[contains(@class,'CodeMirror-linenumber')][normalize-space(.)='7']]/pre"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    var els;
    if (m.xpath) {
      els = [];
      var r = document.evaluate(m.xpath, root || document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (var i = 0; i < r.snapshotLength; i++) els.push(r.snapshotItem(i));
    } else {
      els = Array.prototype.slice.call((root || document).querySelectorAll(m.sel));
    }
    if (m.text) els = els.filter(function (e) { return norm(e).indexOf(m.text) >= 0; });
    if (m.exact) els = els.filter(function (e) { return norm(e) === m.exact; });
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    Object.keys(MARKS).forEach(function (key) {
      var el = pick(MARKS[key]);
      if (!el) return;
      var old = el.getAttribute('data-expect') || '';
      if ((' ' + old + ' ').indexOf(' ' + key + ' ') < 0) el.setAttribute('data-expect', old ? old + ' ' + key : key);
    });
  }
  function start() {
    apply();
    var timer = setInterval(apply, 250);
    setTimeout(function () { clearInterval(timer); }, 10000);
  }
  if (document.readyState === 'complete') start(); else window.addEventListener('load', start);
})();
