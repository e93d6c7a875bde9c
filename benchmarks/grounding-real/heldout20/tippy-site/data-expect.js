// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (selected by CSS selector, optional 1-based nth, visible text, containing block). Nothing else.
(function () {
  const MARKS = {
  "logo": {
    "sel": "img.header__logo"
  },
  "version": {
    "sel": ".header__version"
  },
  "popper": {
    "sel": "a.header__button"
  },
  "star": {
    "sel": "a.github-button"
  },
  "v2docs": {
    "sel": "a.header__docs"
  },
  "try-me": {
    "sel": "button",
    "text": "Try me!",
    "within": [
      ".feature",
      "h3",
      "Default"
    ]
  },
  "pl-bottom": {
    "sel": "button",
    "text": "Bottom",
    "within": [
      ".feature",
      "h3",
      "Placement"
    ]
  },
  "pl-left": {
    "sel": "button",
    "text": "Left",
    "within": [
      ".feature",
      "h3",
      "Placement"
    ]
  },
  "pl-right": {
    "sel": "button",
    "text": "Right",
    "within": [
      ".feature",
      "h3",
      "Placement"
    ]
  },
  "ar-default": {
    "sel": "button",
    "text": "Default",
    "within": [
      ".feature",
      "h3",
      "Arrows"
    ]
  },
  "ar-skinny": {
    "sel": "button",
    "text": "Skinny",
    "within": [
      ".feature",
      "h3",
      "Arrows"
    ]
  },
  "ar-small": {
    "sel": "button",
    "text": "Small",
    "within": [
      ".feature",
      "h3",
      "Arrows"
    ]
  },
  "ar-large": {
    "sel": "button",
    "text": "Large",
    "within": [
      ".feature",
      "h3",
      "Arrows"
    ]
  },
  "tr-focus": {
    "sel": "button",
    "text": "Focus or touch",
    "within": [
      ".feature",
      "h3",
      "Triggers"
    ]
  },
  "tr-click": {
    "sel": "button",
    "text": "Click",
    "within": [
      ".feature",
      "h3",
      "Triggers"
    ]
  },
  "int-click": {
    "sel": "button",
    "text": "Interactive (click)",
    "within": [
      ".feature",
      "h3",
      "Interactivity"
    ]
  },
  "an-fade": {
    "sel": "button",
    "text": "Fade",
    "within": [
      ".feature",
      "h3",
      "Animations"
    ]
  },
  "an-inertia-persp": {
    "sel": "button",
    "text": "Inertia (Perspective)",
    "within": [
      ".feature",
      "h3",
      "Animations"
    ]
  },
  "an-shift-toward": {
    "sel": "button",
    "text": "Shift-toward",
    "within": [
      ".feature",
      "h3",
      "Animations"
    ]
  },
  "du-0": {
    "sel": "button",
    "text": "0",
    "within": [
      ".feature",
      "h3",
      "Duration"
    ]
  },
  "du-1000-500": {
    "sel": "button",
    "text": "[1000, 500]",
    "within": [
      ".feature",
      "h3",
      "Duration"
    ]
  },
  "de-200": {
    "sel": "button",
    "text": "200",
    "within": [
      ".feature",
      "h3",
      "Delay"
    ]
  },
  "de-800-0": {
    "sel": "button",
    "text": "[800, 0]",
    "within": [
      ".feature",
      "h3",
      "Delay"
    ]
  },
  "html-templates": {
    "sel": "button",
    "text": "HTML Templates",
    "within": [
      ".feature",
      "h3",
      "HTML"
    ]
  },
  "th-light": {
    "sel": "button",
    "text": "Light",
    "within": [
      ".feature",
      "h3",
      "Themes"
    ]
  },
  "misc-small": {
    "sel": "button",
    "text": "Small",
    "within": [
      ".feature",
      "h3",
      "Misc"
    ]
  },
  "misc-touch-hold": {
    "sel": "button",
    "text": "Touch & Hold",
    "within": [
      ".feature",
      "h3",
      "Misc"
    ]
  },
  "misc-offset": {
    "sel": "button",
    "text": "Offset",
    "within": [
      ".feature",
      "h3",
      "Misc"
    ]
  },
  "why": {
    "sel": "a",
    "text": "Why use Tippy.js?"
  },
  "opt-cdn": {
    "sel": "a",
    "text": "Option 1: CDN"
  },
  "react": {
    "sel": "a",
    "text": "React"
  },
  "hover-new-image": {
    "sel": "button",
    "text": "Hover for a new image"
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
