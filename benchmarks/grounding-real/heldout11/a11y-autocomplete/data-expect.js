// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (accessible-autocomplete builds each field from a div or a select). Nothing else.
(function () {
  const MARKS = {
  "link-form": {
    "sel": "a",
    "text": "Example in a real HTML form"
  },
  "in-default": {
    "sel": "input#autocomplete-default"
  },
  "in-minlength": {
    "sel": "input#autocomplete-minLength"
  },
  "in-overlay": {
    "sel": "input#autocomplete-overlay"
  },
  "in-autoselect": {
    "sel": "input#autocomplete-autoselect"
  },
  "in-defaultvalue": {
    "sel": "input#autocomplete-defaultValue"
  },
  "in-confirm": {
    "sel": "input#autocomplete-confirmOnBlur"
  },
  "in-placeholder": {
    "sel": "input#autocomplete-placeholder"
  },
  "in-nooptions": {
    "sel": "input#autocomplete-showNoOptionsFound"
  },
  "in-showall": {
    "sel": "input#autocomplete-showAllValues"
  },
  "in-inputclasses": {
    "sel": "input#autocomplete-inputClasses"
  },
  "in-hintclasses": {
    "sel": "input#autocomplete-hintClasses"
  },
  "in-menuclasses": {
    "sel": "input#autocomplete-menuClasses"
  },
  "in-progressive": {
    "sel": "input#autocomplete-progressiveEnhancement"
  },
  "in-custom": {
    "sel": "input#autocomplete-customTemplates"
  },
  "in-i18n": {
    "sel": "input#autocomplete-i18n"
  },
  "in-customarrow": {
    "sel": "input#autocomplete-customDropdownArrow"
  },
  "page": {
    "sel": "html"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
