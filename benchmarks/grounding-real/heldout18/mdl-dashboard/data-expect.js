// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (MDL's script builds the layout and the menus; the marks are set by CSS selector). Nothing else.
(function () {
  const MARKS = {
  "search": {
    "sel": "label[for=search].mdl-button"
  },
  "kebab": {
    "sel": "#hdrbtn"
  },
  "opt-about": {
    "sel": "ul[for=hdrbtn] li",
    "exact": "About"
  },
  "opt-contact": {
    "sel": "ul[for=hdrbtn] li",
    "exact": "Contact"
  },
  "opt-legal": {
    "sel": "ul[for=hdrbtn] li",
    "exact": "Legal information"
  },
  "readmore": {
    "sel": "a.mdl-button",
    "exact": "Read More"
  },
  "cb-click": {
    "sel": "label[for=chkbox1]"
  },
  "cb-views": {
    "sel": "label[for=chkbox2]"
  },
  "cb-selected": {
    "sel": "label[for=chkbox3]"
  },
  "cb-viewed": {
    "sel": "label[for=chkbox4]"
  },
  "location": {
    "sel": "a.mdl-button",
    "exact": "Change location"
  },
  "source": {
    "sel": "#view-source"
  },
  "nav-inbox": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Inbox"
  },
  "nav-trash": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Trash"
  },
  "nav-spam": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Spam"
  },
  "nav-promos": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Promos"
  },
  "nav-social": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Social"
  },
  "nav-purchases": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Purchases"
  },
  "nav-home": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Home"
  },
  "help": {
    "sel": ".demo-navigation a.mdl-navigation__link",
    "text": "Help"
  },
  "account": {
    "sel": "#accbtn"
  },
  "opt-info": {
    "sel": "ul[for=accbtn] li",
    "exact": "info@example.com"
  },
  "opt-add": {
    "sel": "ul[for=accbtn] li",
    "text": "Add another account"
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
