// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (polls until every mark is found, then keeps watching). Nothing else.
(function () {
  const MARKS = {
  "plain-lg-danger": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 2,
      "in": {
        "sel": "tr",
        "nth": 7,
        "in": {
          "sel": "section.content div.card",
          "nth": 1
        }
      }
    }
  },
  "plain-flat-success": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 5,
      "in": {
        "sel": "tr",
        "nth": 5,
        "in": {
          "sel": "section.content div.card",
          "nth": 1
        }
      }
    }
  },
  "plain-xs-dark": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 4,
      "in": {
        "sel": "tr",
        "nth": 10,
        "in": {
          "sel": "section.content div.card",
          "nth": 1
        }
      }
    }
  },
  "out-sm-info": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 3,
      "in": {
        "sel": "tr",
        "nth": 5,
        "in": {
          "sel": "section.content div.card",
          "text": "Outline Buttons"
        }
      }
    }
  },
  "out-warning": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 1,
      "in": {
        "sel": "tr",
        "nth": 7,
        "in": {
          "sel": "section.content div.card",
          "text": "Outline Buttons"
        }
      }
    }
  },
  "out-flat-dark": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 5,
      "in": {
        "sel": "tr",
        "nth": 9,
        "in": {
          "sel": "section.content div.card",
          "text": "Outline Buttons"
        }
      }
    }
  },
  "grad-lg-success": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 2,
      "in": {
        "sel": "tr",
        "nth": 4,
        "in": {
          "sel": "section.content div.card",
          "text": "Gradient Buttons"
        }
      }
    }
  },
  "icon-red-bell": {
    "sel": "button",
    "text": ".btn-block .btn-sm",
    "in": {
      "sel": "section.content div.card",
      "text": "Buttons with Icons"
    }
  },
  "icon-teal-book": {
    "sel": "button",
    "text": ".btn-block .btn-flat",
    "nth": 2,
    "in": {
      "sel": "section.content div.card",
      "text": "Buttons with Icons"
    }
  },
  "block-flat": {
    "sel": "button",
    "text": ".btn-block .btn-flat",
    "in": {
      "sel": "section.content div.card",
      "text": "Block Buttons"
    }
  },
  "app-notif": {
    "sel": "a.btn-app",
    "text": "Notifications"
  },
  "app-inbox-grey": {
    "sel": "a.btn-app",
    "text": "Inbox",
    "nth": 1
  },
  "app-orders-red": {
    "sel": "a.btn-app.bg-danger"
  },
  "hor-red-middle": {
    "sel": "button",
    "nth": 2,
    "in": {
      "sel": "td",
      "nth": 1,
      "in": {
        "sel": "tr",
        "nth": 4,
        "in": {
          "sel": "section.content div.card",
          "text": "Horizontal Button Group"
        }
      }
    }
  },
  "hor-yellow-right": {
    "sel": "button",
    "nth": 3,
    "in": {
      "sel": "td",
      "nth": 2,
      "in": {
        "sel": "tr",
        "nth": 5,
        "in": {
          "sel": "section.content div.card",
          "text": "Horizontal Button Group"
        }
      }
    }
  },
  "ver-green-bottom": {
    "sel": "button",
    "nth": 3,
    "in": {
      "sel": "td",
      "nth": 1,
      "in": {
        "sel": "tr",
        "nth": 6,
        "in": {
          "sel": "section.content div.card",
          "text": "Vertical Button Group"
        }
      }
    }
  },
  "ver-red-2": {
    "sel": "button",
    "nth": 2,
    "in": {
      "sel": "td",
      "nth": 4,
      "in": {
        "sel": "tr",
        "nth": 4,
        "in": {
          "sel": "section.content div.card",
          "text": "Vertical Button Group"
        }
      }
    }
  },
  "ver-teal-caret": {
    "sel": "button.dropdown-toggle",
    "nth": 1,
    "in": {
      "sel": "td",
      "nth": 4,
      "in": {
        "sel": "tr",
        "nth": 3,
        "in": {
          "sel": "section.content div.card",
          "text": "Vertical Button Group"
        }
      }
    }
  },
  "app-action-dd": {
    "sel": "button.dropdown-toggle",
    "in": {
      "sel": "section.content div.card",
      "text": "Appended Buttons"
    }
  },
  "in-normal": {
    "sel": "input",
    "nth": 2,
    "in": {
      "sel": "section.content div.card",
      "text": "Appended Buttons"
    }
  },
  "in-flat": {
    "sel": "input",
    "nth": 3,
    "in": {
      "sel": "section.content div.card",
      "text": "Appended Buttons"
    }
  },
  "split-flat-green-arrow": {
    "sel": "button.dropdown-toggle",
    "in": {
      "sel": "div.btn-group",
      "nth": 9,
      "in": {
        "sel": "section.content div.card",
        "text": "Split buttons"
      }
    }
  },
  "split-hover-yellow": {
    "sel": "button",
    "nth": 1,
    "in": {
      "sel": "div.btn-group",
      "nth": 15,
      "in": {
        "sel": "section.content div.card",
        "text": "Split buttons"
      }
    }
  },
  "split-red-separated": {
    "sel": "a.dropdown-item",
    "text": "Separated link",
    "in": {
      "sel": "div.btn-group",
      "nth": 3,
      "in": {
        "sel": "section.content div.card",
        "text": "Split buttons"
      }
    }
  },
  "radio-olive-2": {
    "sel": "label.btn",
    "nth": 6,
    "in": {
      "sel": "section.content div.card",
      "text": "Radio Button Group"
    }
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
    let missing = 0;
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (!el) { missing++; continue; }
      if (!(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
    return missing;
  }
  apply();
  let n = 0;
  const t = setInterval(function () { n++; if (apply() === 0 || n > 100) clearInterval(t); }, 100);
  new MutationObserver(apply).observe(document.documentElement, {childList: true, subtree: true});
})();
