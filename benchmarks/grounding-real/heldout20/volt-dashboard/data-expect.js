// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have run (selected by CSS selector, optional 1-based nth, visible text, containing block). Nothing else.
(function () {
  const MARKS = {
  "nav-transactions": {
    "sel": "#sidebarMenu .nav-link",
    "text": "Transactions"
  },
  "nav-settings": {
    "sel": "#sidebarMenu a.nav-link[href='pages/settings.html']"
  },
  "nav-kanban": {
    "sel": "#sidebarMenu a.nav-link[href*='kanban']"
  },
  "badge-map-pro": {
    "sel": "#sidebarMenu a.nav-link[href*='map.html'] .badge"
  },
  "nav-tables": {
    "sel": "#sidebarMenu span.nav-link[data-bs-target='#submenu-app']"
  },
  "nav-components": {
    "sel": "#sidebarMenu span.nav-link[data-bs-target='#submenu-components']"
  },
  "nav-docs": {
    "sel": "#sidebarMenu a.nav-link[href*='quick-start']"
  },
  "nav-brand": {
    "sel": "#sidebarMenu a.nav-link[href='index.html']"
  },
  "upgrade-pro": {
    "sel": "#sidebarMenu a.btn-upgrade-pro"
  },
  "search": {
    "sel": "#topbarInputIconLeft"
  },
  "bell": {
    "sel": "a.notification-bell"
  },
  "profile": {
    "sel": ".navbar-top .nav-item.dropdown a.dropdown-toggle.pt-1"
  },
  "new-task": {
    "sel": "button.dropdown-toggle",
    "text": "New Task"
  },
  "month": {
    "sel": "a.btn",
    "text": "Month"
  },
  "week": {
    "sel": "a.btn",
    "text": "Week"
  },
  "pv-see-all": {
    "sel": "a.btn",
    "text": "See all",
    "nth": 1
  },
  "tm-see-all": {
    "sel": "a.btn",
    "text": "See all",
    "nth": 2
  },
  "see-tasks": {
    "sel": "a.btn",
    "text": "See tasks"
  },
  "invite": {
    "sel": "a.btn",
    "text": "Invite"
  },
  "msg-bonnie": {
    "sel": "a.btn",
    "text": "Message",
    "nth": 2
  },
  "msg-neil": {
    "sel": "a.btn",
    "text": "Message",
    "nth": 3
  },
  "jose": {
    "sel": "a",
    "text": "Jose Leos"
  },
  "avatar-neil": {
    "sel": ".list-group-flush a.avatar",
    "nth": 4,
    "sub": "img"
  },
  "pv-util": {
    "sel": "table th",
    "text": "/demo/admin/util.html"
  },
  "pv-bounce-5087": {
    "sel": "table td",
    "text": "50,87%"
  },
  "country-rank": {
    "sel": "a.fw-bold",
    "text": "#32"
  },
  "footer-blog": {
    "sel": "footer a",
    "text": "Blog"
  },
  "footer-themesberg": {
    "sel": "footer p a",
    "text": "Themesberg"
  },
  "settings-float": {
    "sel": "#theme-settings-expand"
  },
  "figma": {
    "sel": ".progress-info .h6",
    "text": "Homepage Design in Figma"
  },
  "legend-august": {
    "sel": "span.fw-normal.small",
    "text": "August"
  },
  "revenue-icon": {
    "sel": ".icon-shape.icon-shape-secondary",
    "nth": 1
  },
  "customers-value": {
    "sel": ".d-none.d-sm-block h3",
    "nth": 1
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
