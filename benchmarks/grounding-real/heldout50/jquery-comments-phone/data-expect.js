// Benchmark marks only: sets data-expect attributes on elements built by the page's own script.
(function () {
  var marks = {
    '.commenting-field.main .textarea': 'add-comment',
    '.commenting-field.main .send': 'send',
    '.navigation li[data-sort-key="popularity"]': 'tab-popular',
    '.navigation li[data-sort-key="newest"]': 'tab-newest',
    '.navigation li[data-sort-key="oldest"]': 'tab-oldest',
    'li.comment[data-id="1"] li.toggle-all': 'view-all'
  };
  [1, 2, 3, 4, 5, 6, 7, 9, 10].forEach(function (id) {
    var w = 'li.comment[data-id="' + id + '"] > .comment-wrapper ';
    marks[w + '.action.reply'] = 'reply-' + id;
    marks[w + '.action.upvote'] = 'upvote-' + id;
  });
  [3, 8, 10].forEach(function (id) {
    marks['li.comment[data-id="' + id + '"] > .comment-wrapper .action.edit'] = 'edit-' + id;
  });
  var tries = 0;
  function apply() {
    var done = true;
    Object.keys(marks).forEach(function (sel) {
      var el = document.querySelector(sel);
      if (el) { el.setAttribute('data-expect', marks[sel]); } else { done = false; }
    });
    if (!done && ++tries < 50) { setTimeout(apply, 100); }
  }
  apply();
})();
