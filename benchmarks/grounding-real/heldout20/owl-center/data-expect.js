// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (selected by CSS selector, optional 1-based nth, visible text, containing block). Nothing else.
(function () {
  const MARKS = {
  "brand": {
    "sel": ".header .brand a"
  },
  "nav-home": {
    "sel": ".nav-bar a",
    "text": "Home"
  },
  "nav-demos": {
    "sel": ".nav-bar a",
    "text": "Demos"
  },
  "nav-docs": {
    "sel": ".nav-bar a",
    "text": "Docs"
  },
  "nav-download": {
    "sel": ".nav-bar a",
    "text": "Download"
  },
  "download-badge": {
    "sel": ".nav-bar span.download"
  },
  "title": {
    "sel": "section.title h1"
  },
  "loop-strip": {
    "sel": ".loop .owl-item",
    "nth": 5,
    "sub": ".item"
  },
  "loop-12": {
    "sel": ".loop .owl-item",
    "nth": 6,
    "sub": ".item"
  },
  "loop-1": {
    "sel": ".loop .owl-item",
    "nth": 7,
    "sub": ".item"
  },
  "loop-2": {
    "sel": ".loop .owl-item",
    "nth": 8,
    "sub": ".item"
  },
  "loop-3": {
    "sel": ".loop .owl-item",
    "nth": 9,
    "sub": ".item"
  },
  "dot-1": {
    "sel": ".loop .owl-dot",
    "nth": 1
  },
  "dot-5": {
    "sel": ".loop .owl-dot",
    "nth": 5
  },
  "dot-7": {
    "sel": ".loop .owl-dot",
    "nth": 7
  },
  "dot-12": {
    "sel": ".loop .owl-dot",
    "nth": 12
  },
  "nl-1": {
    "sel": ".nonloop .owl-item",
    "nth": 1,
    "sub": ".item"
  },
  "nl-2": {
    "sel": ".nonloop .owl-item",
    "nth": 2,
    "sub": ".item"
  },
  "nl-3": {
    "sel": ".nonloop .owl-item",
    "nth": 3,
    "sub": ".item"
  },
  "h-loop": {
    "sel": "#center-with-loop"
  },
  "h-nonloop": {
    "sel": "#center-without-loop"
  },
  "h-overview": {
    "sel": "#overview"
  },
  "h-setup": {
    "sel": "#setup"
  },
  "quote": {
    "sel": "#demos blockquote p"
  },
  "add-center": {
    "sel": "#demos p",
    "text": "Add center to setup:"
  },
  "code-center": {
    "sel": "#demos pre",
    "nth": 1
  },
  "code-setup": {
    "sel": "#demos pre",
    "nth": 2
  },
  "footer-author": {
    "sel": "footer a",
    "text": "David Deutsch"
  },
  "tweet": {
    "sel": "#custom-tweet-button"
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
