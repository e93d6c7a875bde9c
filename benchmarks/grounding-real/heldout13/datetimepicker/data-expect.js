// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the plugin builds the inline calendar and a hidden popup per field by script). Nothing else.
(function () {
  const MARKS = {
  "in-main": {
    "sel": "#datetimepicker"
  },
  "in-class1": {
    "sel": "#some_class_1"
  },
  "in-class2": {
    "sel": "#some_class_2"
  },
  "in-mask": {
    "sel": "#datetimepicker_mask"
  },
  "in-time": {
    "sel": "#datetimepicker1"
  },
  "in-date": {
    "sel": "#datetimepicker2"
  },
  "in-allows": {
    "sel": "#datetimepicker5"
  },
  "in-destroy": {
    "sel": "#datetimepicker6"
  },
  "in-weekend": {
    "sel": "#datetimepicker9"
  },
  "in-default": {
    "sel": "#default_datetimepicker"
  },
  "in-custom": {
    "sel": "#datetimepicker12"
  },
  "in-format": {
    "sel": "#datetimepicker_format_value"
  },
  "cal-next": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": ".xdsoft_datepicker button.xdsoft_next"
  },
  "cal-prev": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": ".xdsoft_datepicker button.xdsoft_prev"
  },
  "cal-home": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": "button.xdsoft_today_button"
  },
  "cal-17": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": "td.xdsoft_date:not(.xdsoft_other_month)",
    "exact": "17"
  },
  "cal-0900": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": ".xdsoft_time",
    "exact": "09:00"
  },
  "cal-time-down": {
    "in": {
      "sel": ".xdsoft_datetimepicker.xdsoft_inline"
    },
    "sel": ".xdsoft_timepicker button.xdsoft_next"
  },
  "set-inline": {
    "sel": "input[type=button][value^='set inline']"
  },
  "bt-open": {
    "sel": "input#open"
  },
  "bt-reset": {
    "sel": "input#reset"
  },
  "destroy": {
    "sel": "input#destroy"
  },
  "showhide": {
    "sel": "a",
    "exact": "Show/Hide"
  },
  "apply": {
    "sel": "input#datetimepicker_format_change"
  },
  "locale": {
    "sel": "select#datetimepicker_format_locale"
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
