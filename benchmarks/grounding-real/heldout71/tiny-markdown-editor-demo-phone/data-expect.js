// Marks for the command bar buttons and the editor lines that TinyMDE builds after load (see SOURCE.md).
(function () {
  function btn(title) {
    var l = document.querySelectorAll('#tinymde_commandbar .TMCommandButton');
    for (var i = 0; i < l.length; i++) if (l[i].title.indexOf(title) === 0) return l[i];
    return null;
  }
  // n-th (1-based) editor line whose text passes the test
  function line(test, n) {
    var ed = document.querySelector('#tinymde .TinyMDE');
    if (!ed) return null;
    var k = 0;
    for (var i = 0; i < ed.children.length; i++) {
      var c = ed.children[i], t = c.textContent.trim();
      if (typeof test === 'string' ? t === test : test(t, c)) { if (++k === (n || 1)) return c; }
    }
    return null;
  }
  function sub(l, sel) { return l ? l.querySelector(sel) : null; }
  function starts(s) { return function (t) { return t.indexOf(s) === 0; }; }
  function cls(c, s) { return function (t, e) { return e.classList.contains(c) && (s === undefined || t === s); }; }
  var TASK = '- [ ] Task list item (click the box to toggle)', DONE = '- [x] Completed task with *inline* formatting';
  function specs() {
    return [
      ['bold', btn('Bold')], ['italic', btn('Italic')], ['strike', btn('Strikethrough')], ['code', btn('Format as code')],
      ['h1', btn('Level 1 heading')], ['h2', btn('Level 2 heading')], ['bullets', btn('Bulleted list')],
      ['numbers', btn('Numbered list')], ['tasks', btn('Task list')], ['quote', btn('Quote')],
      ['hr', btn('Insert horizontal line')],
      ['hello_heading', line('# Hello TinyMDE')],
      ['ref_url_top', sub(line('[ref]: https://www.jefago.com'), '.TMLinkDestination')],
      ['spaces_dest_top', sub(line(starts('[ref link]: </this has spaces>')), '.TMLinkDestination')],
      ['ref_link_label_top', sub(line(starts('[ref link]: </this has spaces>')), '.TMLinkLabel')],
      ['cb_task_top', sub(line(TASK, 1), '.TMCheckbox')],
      ['cb_done_top', sub(line(DONE, 1), '.TMCheckbox')],
      ['line_some_html', line('Some <html> </tags> right here')],
      ['line_code_ends', line(starts('Code `ends here'))],
      ['link_label_mid', line(starts('[  link label  ]:'))],
      ['autolinks_heading', line(cls('TMSetextH2', 'Autolinks'))],
      ['line_autolinks', line(starts('<mail@jefago.com>'))],
      ['line_invalid_ref', line('An invalid [ref link][nope].')],
      ['inline_link', sub(line('An [inline link](/inline) here.'), '.TMLink')],
      ['line_image_can', line(starts('An ![image [can](have) a](link)'))],
      ['strong_is', sub(line('This **is** a test.'), 'strong')],
      ['line_full_em', line('*Full line emphasized*')],
      ['line_several', line(starts('Several *em* phasized'))],
      ['line_triple', line(starts('Triple ***emphasis***'))],
      ['h1_heading', line(cls('TMSetextH1', 'H1'))],
      ['line_fenced_code', line(cls('TMFencedCodeTilde', 'Code'))],
      ['line_quote', line('> Quote and')],
      ['line_hr', line(cls('TMHR'))],
      ['line_ul_note', line('- UL (and an empty one below)')],
      ['line_ol2', line('2) OL')],
      ['cb_task_bottom', sub(line(TASK, 2), '.TMCheckbox')],
      ['cb_done_bottom', sub(line(DONE, 2), '.TMCheckbox')],
      ['cb_ordered', sub(line('1. [ ] Ordered task item'), '.TMCheckbox')],
      ['type_blank_top', line(cls('TMBlankLine'))],
      ['type_underscores', line('Only _underscores_ in this line')],
      ['type_hello_there', line('Hello *there*.')],
      ['type_indented', line('Indented code block')],
      ['type_empty_bullet', line(cls('TMUL', '-'))]
    ];
  }
  function mark() {
    var s = specs();
    for (var i = 0; i < s.length; i++) if (!s[i][1]) return false;
    for (var j = 0; j < s.length; j++) {
      var key = s[j][0], el = s[j][1];
      if (el.getAttribute('data-expect') === key) continue;
      var old = document.querySelectorAll('[data-expect="' + key + '"]');
      for (var k = 0; k < old.length; k++) old[k].removeAttribute('data-expect');
      el.setAttribute('data-expect', key);
    }
    return true;
  }
  // TinyMDE re-renders edited lines, so the marks are checked again every half second.
  var tries = 0;
  (function poll() { var ok = mark(); if (ok || ++tries < 100) setTimeout(poll, ok ? 500 : 100); })();
})();
