// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have built them (Foundation's ResponsiveAccordionTabs). Nothing else.
(function () {
  const MARKS = {
  "t1-1": {
    "sel": "a",
    "exact": "Tab 1",
    "vis": true,
    "nth": 1
  },
  "t2-1": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 1
  },
  "t2-2": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 2
  },
  "a2-1": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 1
  },
  "a2-2": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 2
  },
  "a1-2": {
    "sel": "a",
    "exact": "Accordion 1",
    "vis": true,
    "nth": 2
  },
  "t2-3": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 3
  },
  "t1-5": {
    "sel": "a",
    "exact": "Tab 1",
    "vis": true,
    "nth": 4
  },
  "a2-3": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 3
  },
  "a2-5": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 4
  },
  "t2-7": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 5
  },
  "a1-7": {
    "sel": "a",
    "exact": "Accordion 1",
    "vis": true,
    "nth": 5
  },
  "t2-8": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 6
  },
  "a2-8": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 6
  },
  "a1-9": {
    "sel": "a",
    "exact": "Accordion 1",
    "vis": true,
    "nth": 7
  },
  "t2-9": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 7
  },
  "a2-9": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 7
  },
  "t2-10": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 8
  },
  "t1-11": {
    "sel": "a",
    "exact": "Tab 1",
    "vis": true,
    "nth": 9
  },
  "t2-11": {
    "sel": "a",
    "exact": "Tab 2",
    "vis": true,
    "nth": 9
  },
  "a2-10": {
    "sel": "a",
    "exact": "Accordion 2",
    "vis": true,
    "nth": 8
  }
};
  function norm(e) { return (e.textContent || '').replace(/\s+/g, ' ').trim(); }
  function pick(m, root) {
    if (m.in) { root = pick(m.in, root); if (!root) return null; }
    let els = Array.from((root || document).querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => norm(e).includes(m.text));
    if (m.exact) els = els.filter((e) => norm(e) === m.exact);
    if (m.vis) els = els.filter((e) => e.getClientRects().length > 0);
    return els[(m.nth || 1) - 1] || null;
  }
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      const el = pick(m);
      if (el) for (const o of document.querySelectorAll('[data-expect~="' + key + '"]')) {
        if (o !== el) { const v = o.getAttribute('data-expect').split(' ').filter((k) => k !== key).join(' '); if (v) o.setAttribute('data-expect', v); else o.removeAttribute('data-expect'); }
      }
      if (el && !(' ' + (el.getAttribute('data-expect') || '') + ' ').includes(' ' + key + ' ')) {
        const old = el.getAttribute('data-expect');
        el.setAttribute('data-expect', old ? old + ' ' + key : key);
      }
    }
  }
  apply();
  let n = 0;
  const t = setInterval(function () { apply(); if (++n > 40) clearInterval(t); }, 250);
})();
