// Benchmark marks only: sets data-expect on elements that the page's scripts build. Does nothing else.
(function () {
  function own(path, sel, i) {
    var c = document.querySelector('[data-schemapath="' + path + '"]');
    if (!c) return null;
    var l = Array.prototype.filter.call(c.querySelectorAll(sel), function (e) {
      return e.closest('[data-schemapath]') === c;
    });
    return l[i || 0] || null;
  }
  var marks = [
    ['name-field', function () { return document.querySelector('[name="root[name]"]'); }],
    ['age-field', function () { return document.querySelector('[name="root[age]"]'); }],
    ['color-field', function () { return document.querySelector('[name="root[favorite_color]"]'); }],
    ['gender-select', function () { return document.querySelector('[name="root[gender]"]'); }],
    ['date-field', function () { return document.querySelector('[name="root[date]"]'); }],
    ['person-collapse', function () { return own('root', '.json-editor-btntype-toggle'); }],
    ['person-json', function () { return own('root', '.json-editor-btntype-editjson'); }],
    ['person-properties', function () { return own('root', '.json-editor-btntype-properties'); }],
    ['person-json-cancel', function () { return own('root', '.json-editor-btntype-cancel'); }],
    ['person-prop-date', function () { return document.getElementById('root-date'); }],
    ['person-prop-name-input', function () { return document.getElementById('root-property-selector'); }],
    ['location-collapse', function () { return own('root.location', '.json-editor-btntype-toggle'); }],
    ['location-json', function () { return own('root.location', '.json-editor-btntype-editjson'); }],
    ['location-properties', function () { return own('root.location', '.json-editor-btntype-properties'); }],
    ['city-field', function () { return document.querySelector('[name="root[location][city]"]'); }],
    ['state-field', function () { return document.querySelector('[name="root[location][state]"]'); }],
    ['citystate-field', function () { return document.querySelector('[name="root[location][citystate]"]'); }],
    ['pets-collapse', function () { return own('root.pets', '.json-editor-btntype-toggle'); }],
    ['pet-type', function () { return document.querySelector('[name="root[pets][0][type]"]'); }],
    ['pet-name', function () { return document.querySelector('[name="root[pets][0][name]"]'); }],
    ['pet-delete', function () { return document.querySelector('[data-schemapath="root.pets.0"] .json-editor-btntype-delete'); }],
    ['add-pet', function () { return own('root.pets', '.json-editor-btntype-add'); }],
    ['delete-last-pet', function () { return own('root.pets', '.json-editor-btntype-deletelast'); }]
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
