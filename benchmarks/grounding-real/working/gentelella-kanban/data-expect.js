// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (this page builds its content in JavaScript). Nothing else.
(function () {
  const MARKS = {
  "filter": {
    "sel": "input#kanban-filter"
  },
  "filters": {
    "text": "Filters",
    "sel": "button.btn-outline"
  },
  "new-card": {
    "sel": "button#kanban-add-btn"
  },
  "plus-todo": {
    "sel": "button.kanban-add[aria-label=\"Add card to To do\"]"
  },
  "plus-progress": {
    "sel": "button.kanban-add[aria-label=\"Add card to In progress\"]"
  },
  "plus-review": {
    "sel": "button.kanban-add[aria-label=\"Add card to Review\"]"
  },
  "plus-done": {
    "sel": "button.kanban-add[aria-label=\"Add card to Done\"]"
  },
  "foot-todo": {
    "nth": 1,
    "sel": "button.kanban-column-foot"
  },
  "foot-progress": {
    "nth": 2,
    "sel": "button.kanban-column-foot"
  },
  "foot-review": {
    "nth": 3,
    "sel": "button.kanban-column-foot"
  },
  "foot-done": {
    "nth": 4,
    "sel": "button.kanban-column-foot"
  },
  "c-onboard": {
    "text": "Define onboarding email sequence",
    "sel": ".kanban-card"
  },
  "c-icons": {
    "text": "Refresh icon system",
    "sel": ".kanban-card"
  },
  "c-a11y": {
    "text": "Audit a11y on form pages",
    "sel": ".kanban-card"
  },
  "c-okr": {
    "text": "Plan Q3 OKRs",
    "sel": ".kanban-card"
  },
  "c-dnd": {
    "text": "Implement drag-and-drop kanban",
    "sel": ".kanban-card"
  },
  "c-pdp": {
    "text": "Design product detail page",
    "sel": ".kanban-card"
  },
  "c-faq": {
    "text": "Write FAQ content",
    "sel": ".kanban-card"
  },
  "c-sort": {
    "text": "Fix DataTables sort indicators",
    "sel": ".kanban-card"
  },
  "c-notif": {
    "text": "Notifications dropdown",
    "sel": ".kanban-card"
  },
  "c-chat": {
    "text": "Build chat page",
    "sel": ".kanban-card"
  },
  "c-settings": {
    "text": "Build settings page",
    "sel": ".kanban-card"
  },
  "c-vite": {
    "text": "Migrate to Vite 8",
    "sel": ".kanban-card"
  },
  "c-dark": {
    "text": "Add dark mode",
    "sel": ".kanban-card"
  },
  "nav-chat": {
    "text": "Chat",
    "sel": "a.nav-link"
  },
  "nav-calendar": {
    "text": "Calendar",
    "sel": "a.nav-link"
  },
  "sidebar-toggle": {
    "sel": "button.sidebar-toggle"
  },
  "mail": {
    "sel": "button.tb-messages"
  },
  "docs": {
    "sel": "a.tb-docs"
  },
  "crumb-home": {
    "text": "Home",
    "sel": "nav.breadcrumb a"
  }
};
  function pick(m) {
    let els = Array.from(document.querySelectorAll(m.sel));
    if (m.text) els = els.filter((e) => (e.innerText || e.textContent || '').replace(/\s+/g, ' ').includes(m.text));
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
