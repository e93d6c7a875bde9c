// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (selected by CSS selector, optional 1-based nth, visible text, containing block). Nothing else.
(function () {
  const MARKS = {
  "theme-legacy": {
    "sel": ".theme-selector a",
    "text": "legacy"
  },
  "theme-bs2": {
    "sel": ".theme-selector a",
    "text": "bootstrap2"
  },
  "theme-bs3": {
    "sel": ".theme-selector a",
    "text": "bootstrap3"
  },
  "theme-default": {
    "sel": ".theme-selector a",
    "text": "default"
  },
  "title": {
    "sel": "#wrapper h1"
  },
  "rb-awesome-x": {
    "sel": "#input-tags ~ .selectize-control [data-value]",
    "nth": 1,
    "sub": "a.remove"
  },
  "rb-neat-x": {
    "sel": "#input-tags ~ .selectize-control [data-value]",
    "nth": 2,
    "sub": "a.remove"
  },
  "rb-awesome": {
    "sel": "#input-tags ~ .selectize-control [data-value]",
    "nth": 1
  },
  "rb-neat": {
    "sel": "#input-tags ~ .selectize-control [data-value]",
    "nth": 2
  },
  "rb-type": {
    "sel": "#input-tags ~ .selectize-control .selectize-input input"
  },
  "rb2-neat-x": {
    "sel": "#input-tags2 ~ .selectize-control [data-value]",
    "nth": 2,
    "sub": "a.remove"
  },
  "rb2-awesome": {
    "sel": "#input-tags2 ~ .selectize-control [data-value]",
    "nth": 1
  },
  "rb2-label": {
    "sel": "label[for=input-tags2-selectized]"
  },
  "rb-value": {
    "sel": "#input-tags ~ .value"
  },
  "rob-neat": {
    "sel": "#input-tags6 ~ .selectize-control [data-value]",
    "nth": 2
  },
  "rob-awesome": {
    "sel": "#input-tags6 ~ .selectize-control [data-value]",
    "nth": 1
  },
  "rob-type": {
    "sel": "#input-tags6 ~ .selectize-control .selectize-input input"
  },
  "dd-drag": {
    "sel": "#input-sortable ~ .selectize-control [data-value]",
    "nth": 1
  },
  "dd-items": {
    "sel": "#input-sortable ~ .selectize-control [data-value]",
    "nth": 3
  },
  "dd-around": {
    "sel": "#input-sortable ~ .selectize-control [data-value]",
    "nth": 4
  },
  "dd-type": {
    "sel": "#input-sortable ~ .selectize-control .selectize-input input"
  },
  "dd2-these": {
    "sel": "#input-sortable2 ~ .selectize-control [data-value]",
    "nth": 2
  },
  "dd2-around": {
    "sel": "#input-sortable2 ~ .selectize-control [data-value]",
    "nth": 4
  },
  "dd-code": {
    "sel": ".demo pre.js",
    "nth": 3
  },
  "lang-select": {
    "sel": "#select-code-language ~ .selectize-control .selectize-input"
  },
  "lang-heading": {
    "sel": ".demo h2",
    "nth": 4
  },
  "lang-label": {
    "sel": "label[for=select-code-language-selectized]"
  }
};
  function apply() {
    for (const [key, m] of Object.entries(MARKS)) {
      let root = document;
      if (m.within) {  // [container selector, heading selector, heading text]
        root = Array.from(document.querySelectorAll(m.within[0])).find(c => {
          const h = c.querySelector(m.within[1]); return h && h.textContent.trim() === m.within[2]; });
        if (!root) continue;
      }
      let els = Array.from(root.querySelectorAll(m.sel));
      if (m.text !== undefined) els = els.filter(e => (e.textContent || e.value || '').trim() === m.text);
      let el = els[(m.nth || 1) - 1];
      if (el && m.sub) el = el.querySelector(m.sub);
      if (!el) continue;
      const cur = (el.getAttribute('data-expect') || '').split(' ').filter(Boolean);
      if (!cur.includes(key)) { cur.push(key); el.setAttribute('data-expect', cur.join(' ')); }
    }
  }
  if (document.readyState === 'complete') setTimeout(apply, 300);
  else window.addEventListener('load', () => setTimeout(apply, 300));
})();
