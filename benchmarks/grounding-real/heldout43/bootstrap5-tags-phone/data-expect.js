// Benchmark marks only: sets data-expect on tag widgets that tags.js builds. Does nothing else.
(function () {
  function holder(id) {
    var s = document.getElementById(id);
    if (!s) return null;
    var h = s.previousElementSibling;
    return h && h.classList.contains('dropdown') ? h : null;
  }
  function q(id, sel, i) {
    var h = holder(id);
    if (!h) return null;
    return h.querySelectorAll(sel)[i || 0] || null;
  }
  function badgeClose(id, text) {
    var h = holder(id);
    if (!h) return null;
    var b = Array.prototype.filter.call(h.querySelectorAll('.badge'), function (e) {
      return e.textContent.trim() === text;
    })[0];
    return b ? b.querySelector('button') : null;
  }
  var marks = [
    ['tags1-input', function () { return q('validationTags', 'input'); }],
    ['clear-apple-2', function () { return badgeClose('validationTagsClear', 'Apple'); }],
    ['optgroup-banana', function () { return q('validationTagsClear', '.dropdown-item', 1); }],
    ['remove-abcefg', function () { return badgeClose('showDisabled', 'abcefg'); }],
    ['remove-long', function () { return badgeClose('showDisabled', 'a very long item that can be truncated'); }],
    ['remove-green-banana', function () { return badgeClose('validationTagsShow', 'Banana'); }],
    ['remove-strawberry', function () { return badgeClose('validationTagsShow', 'Strawberry'); }],
    ['config-clear', function () { return q('itemsInput', 'button.btn-close'); }],
    ['multiple-items-input', function () { return q('multipleItems', 'input'); }],
    ['optgroups-input', function () { return q('optgroupsItems', 'input'); }],
    ['regex-input', function () { return q('regexTags', 'input'); }],
    ['remove-info-nonew', function () { return badgeClose('regexTagsNoNew', 'info@mycompany.com'); }],
    ['remove-vue', function () { var s = document.querySelector('select.tag-selector'); var h = s && s.previousElementSibling; return h ? h.querySelector('.badge button') : null; }],
    ['separator-input', function () { return q('separatorTags', 'input'); }],
    ['max2-input', function () { return q('maxTags', 'input'); }],
    ['remove-banana-max2', function () { return badgeClose('maxTags2', 'Banana'); }],
    ['bigger-input', function () { return q('maxTagsBigger', 'input'); }],
    ['max1-input', function () { return q('max1Tags', 'input'); }],
    ['remove-333', function () { return badgeClose('tagsMaxReached', '333'); }],
    ['remove-server2-orange', function () { return badgeClose('serverSideTags', 'Server 2 Orange'); }],
    ['person-input', function () { return q('serverSideTagsSingle', 'input'); }]
  ];
  var tries = 0;
  function run() {
    var left = 0;
    marks.forEach(function (m) {
      var e = m[1]();
      if (e) e.setAttribute('data-expect', m[0]); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
