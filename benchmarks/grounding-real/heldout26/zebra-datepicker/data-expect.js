// Added for the grounding test part: sets data-expect marks on the intended elements once the page's own
// scripts have built them. It only sets attributes; it changes nothing else on the page.
(function () {
  var MARKS = {
  "dl": {
    "sel": ".jumbotron a.btn",
    "exact": "Download"
  },
  "gh": {
    "sel": ".jumbotron a.btn",
    "exact": "View on GitHub"
  },
  "metallic": {
    "sel": "blockquote.bg-warning a",
    "exact": "metallic"
  },
  "toc-disable": {
    "sel": "a[href='#disable-dates']"
  },
  "toc-week": {
    "sel": "a[href='#week-number']"
  },
  "icon-default": {
    "sel": "#datepicker + button.Zebra_DatePicker_Icon"
  },
  "type-default": {
    "sel": "#datepicker"
  },
  "icon-future": {
    "sel": "#datepicker-future-tomorrow + button.Zebra_DatePicker_Icon"
  },
  "type-interval": {
    "sel": "#datepicker-dates-interval"
  },
  "icon-range-end": {
    "sel": "#datepicker-range-end + button.Zebra_DatePicker_Icon"
  },
  "icon-formats": {
    "sel": "#datepicker-formats + button.Zebra_DatePicker_Icon"
  },
  "type-time": {
    "sel": "#datepicker-time"
  },
  "icon-partial": {
    "sel": "#datepicker-partial-date-formats + button.Zebra_DatePicker_Icon"
  },
  "input-week": {
    "sel": "#datepicker-week-number"
  },
  "icon-starting": {
    "sel": "#datepicker-starting-view + button.Zebra_DatePicker_Icon"
  },
  "icon-custom": {
    "sel": "#datepicker-custom-classes + button.Zebra_DatePicker_Icon"
  },
  "type-onchange": {
    "sel": "#datepicker-on-change"
  },
  "cal-prev": {
    "sel": "#container .Zebra_DatePicker .dp_header td.dp_previous"
  },
  "cal-next": {
    "sel": "#container .Zebra_DatePicker .dp_header td.dp_next"
  },
  "cal-caption": {
    "sel": "#container .Zebra_DatePicker .dp_header td.dp_caption"
  },
  "cal-today": {
    "sel": "#container .Zebra_DatePicker td.dp_today"
  },
  "cal-clear": {
    "sel": "#container .Zebra_DatePicker td.dp_clear"
  },
  "cal-16": {
    "sel": "#container .Zebra_DatePicker table.dp_daypicker td:not(.dp_not_in_month)",
    "exact": "16"
  },
  "cal-21": {
    "sel": "#container .Zebra_DatePicker table.dp_daypicker td:not(.dp_not_in_month)",
    "exact": "21"
  },
  "type-always": {
    "sel": "#datepicker-always-visible"
  },
  "icon-rtl": {
    "sel": "#datepicker-rtl-support + button.Zebra_DatePicker_Icon"
  },
  "type-data": {
    "sel": "#datepicker-data-attributes"
  },
  "footer": {
    "sel": "p.text-center a",
    "exact": "stefan gabos"
  },
  "top-12": {
    "xpath": "//h3[contains(., 'Changing the starting view')]/preceding-sibling::div[contains(@class,'top')][1]/a"
  },
  "iso": {
    "sel": "a",
    "exact": "ISO 8601"
  },
  "direction-3": {
    "xpath": "//h3[contains(., 'Allow dates from a dynamic interval')]/following-sibling::p[1]//a[normalize-space(.)='direction']"
  },
  "icon-disabled": {
    "sel": "#datepicker-disabled-dates + button.Zebra_DatePicker_Icon"
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    var els;
    if (m.xpath) {
      els = [];
      var r = document.evaluate(m.xpath, root || document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
      for (var i = 0; i < r.snapshotLength; i++) els.push(r.snapshotItem(i));
    } else {
      els = Array.prototype.slice.call((root || document).querySelectorAll(m.sel));
    }
    if (m.text) els = els.filter(function (e) { return norm(e).indexOf(m.text) >= 0; });
    if (m.exact) els = els.filter(function (e) { return norm(e) === m.exact; });
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    Object.keys(MARKS).forEach(function (key) {
      var el = pick(MARKS[key]);
      if (!el) return;
      var old = el.getAttribute('data-expect') || '';
      if ((' ' + old + ' ').indexOf(' ' + key + ' ') < 0) el.setAttribute('data-expect', old ? old + ' ' + key : key);
    });
  }
  function start() {
    apply();
    var timer = setInterval(apply, 250);
    setTimeout(function () { clearInterval(timer); }, 10000);
  }
  if (document.readyState === 'complete') start(); else window.addEventListener('load', start);
})();
