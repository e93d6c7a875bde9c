// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (bootstrap-tagsinput turns the example inputs into tag boxes at runtime). Nothing else.
(function () {
  const MARKS = {
  "btn-github": {
    "sel": ".jumbotron a.btn",
    "exact": "Code on Github"
  },
  "btn-bs2": {
    "sel": ".jumbotron a.btn",
    "exact": "Bootstrap 2.3.2"
  },
  "btn-download": {
    "sel": ".jumbotron a.btn",
    "exact": "Download"
  },
  "tweet": {
    "sel": ".jumbotron a.twitter-share-button"
  },
  "x-markup-amsterdam": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_markup .bootstrap-tagsinput span.tag",
      "exact": "Amsterdam"
    }
  },
  "x-markup-beijing": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_markup .bootstrap-tagsinput span.tag",
      "exact": "Beijing"
    }
  },
  "x-markup-cairo": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_markup .bootstrap-tagsinput span.tag",
      "exact": "Cairo"
    }
  },
  "in-markup": {
    "sel": ".example_markup .bootstrap-tagsinput input"
  },
  "tag-multi-cairo": {
    "sel": ".example_multivalue .bootstrap-tagsinput span.tag",
    "exact": "Cairo"
  },
  "x-multi-washington": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_multivalue .bootstrap-tagsinput span.tag",
      "exact": "Washington"
    }
  },
  "in-multi": {
    "sel": ".example_multivalue .bootstrap-tagsinput input"
  },
  "x-ta-washington": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_typeahead .bootstrap-tagsinput span.tag",
      "exact": "Washington"
    }
  },
  "tag-ta-amsterdam": {
    "sel": ".example_typeahead .bootstrap-tagsinput span.tag",
    "exact": "Amsterdam"
  },
  "in-ta": {
    "sel": ".example_typeahead .bootstrap-tagsinput input.tt-input"
  },
  "x-obj-sydney": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_objects_as_tags .bootstrap-tagsinput span.tag",
      "exact": "Sydney"
    }
  },
  "tag-obj-cairo": {
    "sel": ".example_objects_as_tags .bootstrap-tagsinput span.tag",
    "exact": "Cairo"
  },
  "in-obj": {
    "sel": ".example_objects_as_tags .bootstrap-tagsinput input.tt-input"
  },
  "x-cat-washington": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_tagclass .bootstrap-tagsinput span.tag",
      "exact": "Washington"
    }
  },
  "tag-cat-beijing": {
    "sel": ".example_tagclass .bootstrap-tagsinput span.tag",
    "exact": "Beijing"
  },
  "x-cat-sydney": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_tagclass .bootstrap-tagsinput span.tag",
      "exact": "Sydney"
    }
  },
  "x-cat-cairo": {
    "sel": "span[data-role=remove]",
    "in": {
      "sel": ".example_tagclass .bootstrap-tagsinput span.tag",
      "exact": "Cairo"
    }
  },
  "tag-cat-amsterdam": {
    "sel": ".example_tagclass .bootstrap-tagsinput span.tag",
    "exact": "Amsterdam"
  },
  "in-cat": {
    "sel": ".example_tagclass .bootstrap-tagsinput input.tt-input"
  },
  "sc-markup": {
    "sel": ".example_markup a.accordion-toggle"
  },
  "sc-multi": {
    "sel": ".example_multivalue a.accordion-toggle"
  },
  "sc-ta": {
    "sel": ".example_typeahead a.accordion-toggle"
  },
  "sc-obj": {
    "sel": ".example_objects_as_tags a.accordion-toggle"
  },
  "sc-cat": {
    "sel": ".example_tagclass a.accordion-toggle"
  },
  "link-typeahead": {
    "sel": ".example_typeahead a",
    "exact": "typeahead.js"
  },
  "mit": {
    "sel": "footer a",
    "exact": "MIT License"
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
  const timer = setInterval(apply, 200);
  setTimeout(() => clearInterval(timer), 10000);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
