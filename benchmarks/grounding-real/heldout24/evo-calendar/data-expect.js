// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (evo-calendar and its demo script build the calendar at runtime). Nothing else.
(function () {
  const MARKS = {
  "logo": {
    "sel": "header h1.title"
  },
  "nav-themes": {
    "sel": "header li[data-go='#themes']"
  },
  "nav-settings": {
    "sel": "header li[data-go='#settings']"
  },
  "nav-usage": {
    "sel": "header li[data-go='#usage']"
  },
  "nav-github": {
    "sel": "header a",
    "exact": "Github"
  },
  "click-here": {
    "sel": "#themes .section-note a"
  },
  "th-default": {
    "sel": "button[data-set-theme='Default']"
  },
  "th-royal": {
    "sel": "button[data-set-theme='Royal Navy']"
  },
  "th-orange": {
    "sel": "button[data-set-theme='Orange Coral']"
  },
  "th-midnight": {
    "sel": "button[data-set-theme='Midnight Blue']"
  },
  "yr-prev": {
    "sel": "#demoEvoCalendar button[data-year-val=prev]"
  },
  "yr-next": {
    "sel": "#demoEvoCalendar button[data-year-val=next]"
  },
  "sb-toggle": {
    "sel": "#demoEvoCalendar #sidebarToggler"
  },
  "ev-toggle": {
    "sel": "#demoEvoCalendar #eventListToggler"
  },
  "d1": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "1"
  },
  "d9": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "9"
  },
  "d15": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "15"
  },
  "d20": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "20"
  },
  "d22": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "22"
  },
  "d28": {
    "sel": "#demoEvoCalendar td.calendar-day .day",
    "exact": "28"
  },
  "add-event": {
    "sel": "#addBtn"
  },
  "set-today": {
    "sel": "tr[data-settings=todayHighlight]"
  },
  "set-language": {
    "sel": "tr[data-settings=language]"
  },
  "set-evtoggler": {
    "sel": "tr[data-settings=eventListToggler]"
  },
  "m-add": {
    "sel": "tr[data-method=addCalendarEvent]"
  },
  "m-selectyear": {
    "sel": "tr[data-method=selectYear]"
  },
  "m-togglesb": {
    "sel": "tr[data-method=toggleSidebar]"
  },
  "e-destroy": {
    "sel": "tr[data-event=destroy]"
  },
  "e-selectyear": {
    "sel": "tr[data-event=selectYear]"
  },
  "bmc": {
    "sel": "footer a.bmc-button"
  },
  "view-gh": {
    "sel": "footer button.btn-action"
  },
  "email": {
    "sel": "footer a[href^=mailto]"
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
