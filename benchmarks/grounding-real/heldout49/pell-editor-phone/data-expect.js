// Sets data-expect marks on the toolbar buttons and editing area that pell builds. Does nothing else.
(function () {
  var marks = {
    'bold': '#editor .pell-button[title="Bold"]',
    'italic': '#editor .pell-button[title="Italic"]',
    'underline': '#editor .pell-button[title="Underline"]',
    'strike': '#editor .pell-button[title="Strike-through"]',
    'h1': '#editor .pell-button[title="Heading 1"]',
    'h2': '#editor .pell-button[title="Heading 2"]',
    'paragraph': '#editor .pell-button[title="Paragraph"]',
    'quote': '#editor .pell-button[title="Quote"]',
    'olist': '#editor .pell-button[title="Ordered List"]',
    'ulist': '#editor .pell-button[title="Unordered List"]',
    'code': '#editor .pell-button[title="Code"]',
    'hr': '#editor .pell-button[title="Horizontal Line"]',
    'link': '#editor .pell-button[title="Link"]',
    'image': '#editor .pell-button[title="Image"]',
    'content': '#editor .pell-content'
  };
  var tries = 0;
  function run() {
    var left = 0;
    Object.keys(marks).forEach(function (k) {
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else left++;
    });
    if (left && ++tries < 50) setTimeout(run, 100);
  }
  run();
})();
