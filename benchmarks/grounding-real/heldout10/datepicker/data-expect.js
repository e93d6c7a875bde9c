// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (the calendar is built by the library's script). Nothing else.
(function () {
  const MARKS = {
  "date-input": {
    "sel": "#sandbox input.input.date"
  },
  "attr-readonly": {
    "sel": "input[name='readonly']"
  },
  "attr-disabled": {
    "sel": "input[name='disabled']"
  },
  "style-foundation": {
    "sel": "a[href='foundation.html']"
  },
  "style-plain": {
    "sel": "a[href='plain-css.html']"
  },
  "link-tooltip": {
    "sel": "a[href='https://wikiki.github.io/elements/tooltip/']"
  },
  "type-inline": {
    "sel": "input[name='type'][value='inline']"
  },
  "type-range": {
    "sel": "input[name='type'][value='range']"
  },
  "opt-autohide": {
    "sel": "input[name='autohide']"
  },
  "opt-clear": {
    "sel": "input[name='clearButton']"
  },
  "opt-bsy": {
    "sel": "input[name='beforeShowYear']"
  },
  "sh-month": {
    "sel": ".collapse-button[data-target='code-beforeShowMonth']"
  },
  "sh-decade": {
    "sel": ".collapse-button[data-target='code-beforeShowDecade']"
  },
  "sh-day": {
    "sel": ".collapse-button[data-target='code-beforeShowDay']"
  },
  "f-delim": {
    "sel": "input[name='dateDelimiter']"
  },
  "dd-fn": {
    "sel": "input[name='datesDisabledFn'][value='1']"
  },
  "dwd-0": {
    "sel": "input[name='daysOfWeekDisabled'][value='0']"
  },
  "dwd-3": {
    "sel": "input[name='daysOfWeekDisabled'][value='3']"
  },
  "dwh-6": {
    "sel": "input[name='daysOfWeekHighlighted'][value='6']"
  },
  "dwh-5": {
    "sel": "input[name='daysOfWeekHighlighted'][value='5']"
  },
  "f-defview": {
    "sel": "input[name='defaultViewDate']"
  },
  "opt-eor": {
    "sel": "input[name='enableOnReadonly']"
  },
  "f-format": {
    "sel": "input[name='format']"
  },
  "sel-lang": {
    "sel": "select[name='language']"
  },
  "f-maxdate": {
    "sel": "input[name='maxDate']"
  },
  "f-maxnum": {
    "sel": "input[name='maxNumberOfDates']"
  },
  "sel-maxview": {
    "sel": "select[name='maxView']"
  },
  "f-mindate": {
    "sel": "input[name='minDate']"
  },
  "f-next": {
    "sel": "textarea[name='nextArrow']"
  },
  "sel-orient": {
    "sel": "select[name='orientation']"
  },
  "sel-picklevel": {
    "sel": "select[name='pickLevel']"
  },
  "f-prev": {
    "sel": "textarea[name='prevArrow']"
  },
  "opt-sdow": {
    "sel": "input[name='showDaysOfWeek']"
  },
  "opt-sof": {
    "sel": "input[name='showOnFocus']"
  },
  "sel-startview": {
    "sel": "select[name='startView']"
  },
  "f-title": {
    "sel": "input[name='title']"
  },
  "opt-todaybtn": {
    "sel": "input[name='todayButton']"
  },
  "sel-tbmode": {
    "sel": "select[name='todayButtonMode']"
  },
  "opt-todayhl": {
    "sel": "input[name='todayHighlight']"
  },
  "opt-uob": {
    "sel": "input[name='updateOnBlur']"
  },
  "sel-weeknum": {
    "sel": "select[name='weekNumbers']"
  },
  "f-weekstart": {
    "sel": "input[name='weekStart']"
  },
  "dir-rtl": {
    "sel": "input[name='direction'][value='rtl']"
  },
  "cal-next": {
    "sel": ".datepicker .next-btn"
  },
  "cal-prev": {
    "sel": ".datepicker .prev-btn"
  },
  "cal-title": {
    "sel": ".datepicker .view-switch"
  },
  "cal-15": {
    "sel": ".datepicker .datepicker-cell.day:not(.prev):not(.next)",
    "text": "15"
  },
  "cal-20": {
    "sel": ".datepicker .datepicker-cell.day:not(.prev):not(.next)",
    "text": "20"
  },
  "panel": {
    "sel": "aside"
  }
};
  function pick(m) {
    let els = Array.from(document.querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').trim() === m.text);
    return els[(m.nth || 1) - 1];
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
