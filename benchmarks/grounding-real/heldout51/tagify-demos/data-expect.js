// Sets data-expect marks on the tag fields, tags and suggestion items that Tagify builds, by CSS selector.
// Does nothing else.
(function () {
  var marks = {
    '#section-basic tags .tagify__input': 'basic-input',
    '#section-basic tags tag:nth-of-type(2) .tagify__tag__removeBtn': 'basic-tag2-x',
    '#section-input tags tag:nth-of-type(2) .tagify__tag__removeBtn': 'input-html-x',
    '#section-input tags .tagify__input': 'input-input',
    '#section-textarea tags tag:nth-of-type(1) .tagify__tag__removeBtn': 'ta-matrix-x',
    '#section-textarea tags .tagify__input': 'ta-input',
    '#section-mix tags tag:nth-of-type(2) .tagify__tag__removeBtn': 'mix-kyle-x',
    '#section-mix tags .tagify__input': 'mix-input',
    '#outside-of-the-box .tagify__input--outside': 'outside-input',
    '#outside-of-the-box tags tag:nth-of-type(3) .tagify__tag__removeBtn': 'outside-tag3-x',
    '#section-manual-suggestions .customSuggestionsList .tagify__dropdown__item:nth-child(6)': 'manual-abap',
    '#section-manual-suggestions tags .tagify__input': 'manual-input',
    '#section-advance-options tags tag:nth-of-type(1) .tagify__tag__removeBtn': 'adv-point-x',
    '#section-advance-options tags .tagify__input': 'adv-input',
    '#section-extra-properties tags .tagify__input': 'countries-input',
    '#section-extra-properties tags tag:nth-of-type(2)': 'countries-aland',
    '#section-readonly-mixed tags tag:nth-of-type(2) .tagify__tag__removeBtn': 'ro-bar-x',
    '#section-mode-select tags .tagify__input': 'select-input',
    '#section-jquery tags tag:nth-of-type(2) .tagify__tag__removeBtn': 'jq-adding-x',
    '#section-jquery tags .tagify__input': 'jq-input'
  };
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
