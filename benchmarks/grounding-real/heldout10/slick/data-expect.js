// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (slick builds each slider's arrows and dots). Nothing else.
(function () {
  const MARKS = {
  "s1-next": {
    "sel": "section.vertical-center-4 > .slick-next"
  },
  "s1-prev": {
    "sel": "section.vertical-center-4 > .slick-prev"
  },
  "s2-next": {
    "sel": "section.vertical-center-3 > .slick-next"
  },
  "s2-prev": {
    "sel": "section.vertical-center-3 > .slick-prev"
  },
  "s3-next": {
    "sel": "section.vertical-center-2 > .slick-next"
  },
  "s3-prev": {
    "sel": "section.vertical-center-2 > .slick-prev"
  },
  "s4-next": {
    "sel": "section.vertical-center > .slick-next"
  },
  "s4-prev": {
    "sel": "section.vertical-center > .slick-prev"
  },
  "s5-next": {
    "sel": "section.vertical > .slick-next"
  },
  "s5-prev": {
    "sel": "section.vertical > .slick-prev"
  },
  "s6-next": {
    "sel": "section.regular > .slick-next"
  },
  "s6-prev": {
    "sel": "section.regular > .slick-prev"
  },
  "s7-next": {
    "sel": "section.center > .slick-next"
  },
  "s7-prev": {
    "sel": "section.center > .slick-prev"
  },
  "s8-next": {
    "sel": "section.variable > .slick-next"
  },
  "s8-prev": {
    "sel": "section.variable > .slick-prev"
  },
  "s9-next": {
    "sel": "section.lazy > .slick-next"
  },
  "s9-prev": {
    "sel": "section.lazy > .slick-prev"
  },
  "s1-dot2": {
    "sel": "section.vertical-center-4 > .slick-dots > li > button",
    "nth": 2
  },
  "s1-dot10": {
    "sel": "section.vertical-center-4 > .slick-dots > li > button",
    "nth": 10
  },
  "s2-dot5": {
    "sel": "section.vertical-center-3 > .slick-dots > li > button",
    "nth": 5
  },
  "s2-dot1": {
    "sel": "section.vertical-center-3 > .slick-dots > li > button",
    "nth": 1
  },
  "s3-dot3": {
    "sel": "section.vertical-center-2 > .slick-dots > li > button",
    "nth": 3
  },
  "s4-dot10": {
    "sel": "section.vertical-center > .slick-dots > li > button",
    "nth": 10
  },
  "s5-dot4": {
    "sel": "section.vertical > .slick-dots > li > button",
    "nth": 4
  },
  "s5-dot2": {
    "sel": "section.vertical > .slick-dots > li > button",
    "nth": 2
  },
  "s6-dot2": {
    "sel": "section.regular > .slick-dots > li > button",
    "nth": 2
  },
  "s7-dot5": {
    "sel": "section.center > .slick-dots > li > button",
    "nth": 5
  },
  "s8-dot6": {
    "sel": "section.variable > .slick-dots > li > button",
    "nth": 6
  },
  "page": {
    "sel": "html"
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
