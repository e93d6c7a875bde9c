// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jQuery Mobile enhances the listviews and their filters on page create). Nothing else.
(function () {
  const MARKS = {
  "linked-bmw": {
    "sel": "li > a.ui-btn",
    "text": "BMW",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 3
    }
  },
  "inset-acura": {
    "sel": "li > a.ui-btn",
    "text": "Acura",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 4
    }
  },
  "inset-cadillac": {
    "sel": "li > a.ui-btn",
    "text": "Cadillac",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 4
    }
  },
  "in-fruits": {
    "sel": "input[data-type=search]",
    "nth": 1
  },
  "in-reveal": {
    "sel": "input[data-type=search]",
    "nth": 2
  },
  "in-names": {
    "sel": "input[data-type=search]",
    "nth": 3
  },
  "cranberry": {
    "sel": "li > a.ui-btn",
    "text": "Cranberry",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 5
    }
  },
  "mail-outbox": {
    "sel": "li > a.ui-btn",
    "text": "Outbox",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 7
    }
  },
  "contacts-work": {
    "sel": "li > a.ui-btn",
    "text": "Work",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 7
    }
  },
  "bob": {
    "sel": "li > a.ui-btn",
    "text": "Bob Cabot",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 8
    }
  },
  "christopher": {
    "sel": "li > a.ui-btn",
    "text": "Christopher Adams",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 8
    }
  },
  "drafts": {
    "sel": "li > a.ui-btn",
    "text": "Drafts",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 9
    }
  },
  "sent-328": {
    "sel": "li > a.ui-btn",
    "text": "Sent",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 9
    }
  },
  "dark-sent": {
    "sel": "li > a.ui-btn",
    "text": "Sent",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 15
    }
  },
  "icon-delete": {
    "sel": "li > a.ui-btn",
    "text": "delete",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 10
    }
  },
  "icon-gear": {
    "sel": "li > a.ui-btn",
    "text": "gear",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 10
    }
  },
  "finland": {
    "sel": "li > a.ui-btn",
    "text": "Finland",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 11
    }
  },
  "germany": {
    "sel": "li > a.ui-btn",
    "text": "Germany",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 11
    }
  },
  "thumb-warning": {
    "sel": "li > a.ui-btn",
    "text": "Warning",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 12
    }
  },
  "split-gear-phoenix": {
    "sel": "a.ui-btn-icon-notext",
    "in": {
      "sel": "li",
      "nth": 3,
      "in": {
        "sel": ".jqm-content .ui-listview",
        "nth": 13
      }
    }
  },
  "split-gear-bells": {
    "sel": "a.ui-btn-icon-notext",
    "in": {
      "sel": "li",
      "nth": 1,
      "in": {
        "sel": ".jqm-content .ui-listview",
        "nth": 13
      }
    }
  },
  "split-bells-row": {
    "sel": "a.ui-btn",
    "nth": 1,
    "in": {
      "sel": "li",
      "nth": 1,
      "in": {
        "sel": ".jqm-content .ui-listview",
        "nth": 13
      }
    }
  },
  "avery": {
    "sel": "li > a.ui-btn",
    "text": "Avery Walker",
    "in": {
      "sel": ".jqm-content .ui-listview",
      "nth": 14
    }
  },
  "plus-dark": {
    "sel": "a.ui-btn-icon-notext",
    "in": {
      "sel": "li",
      "nth": 1,
      "in": {
        "sel": ".jqm-content .ui-listview",
        "nth": 16
      }
    }
  },
  "plus-phoenix": {
    "sel": "a.ui-btn-icon-notext",
    "in": {
      "sel": "li",
      "nth": 2,
      "in": {
        "sel": ".jqm-content .ui-listview",
        "nth": 16
      }
    }
  },
  "vs-second": {
    "sel": "a.jqm-view-source-link",
    "nth": 2
  },
  "top-count": {
    "sel": "a[href='#ui-page-top']",
    "nth": 9
  },
  "remote-link": {
    "sel": "a",
    "exact": "remote data source"
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
