// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (jstree builds every tree by script). Nothing else.
(function () {
  const MARKS = {
  "html-c2": {
    "sel": "#html a.jstree-anchor",
    "exact": "Child node 2"
  },
  "html-c1": {
    "sel": "#html a.jstree-anchor",
    "exact": "Child node 1"
  },
  "html-ocl": {
    "sel": "#html i.jstree-ocl",
    "nth": 1
  },
  "html-ico2": {
    "sel": "#html i.jstree-themeicon",
    "nth": 3
  },
  "data-root": {
    "sel": "#data a.jstree-anchor",
    "exact": "Root node"
  },
  "data-ocl": {
    "sel": "#data i.jstree-ocl",
    "nth": 1
  },
  "frmt-c1": {
    "sel": "#frmt a.jstree-anchor",
    "exact": "Child node 1"
  },
  "frmt-c2": {
    "sel": "#frmt a.jstree-anchor",
    "exact": "Child node 2"
  },
  "frmt-ico1": {
    "sel": "#frmt i.jstree-themeicon",
    "nth": 2
  },
  "frmt-ocl": {
    "sel": "#frmt i.jstree-ocl",
    "nth": 1
  },
  "ajax-ocl": {
    "sel": "#ajax i.jstree-ocl",
    "nth": 1
  },
  "ajax-ico": {
    "sel": "#ajax i.jstree-themeicon",
    "nth": 1
  },
  "lazy-root": {
    "sel": "#lazy a.jstree-anchor",
    "exact": "Root node"
  },
  "lazy-ocl": {
    "sel": "#lazy i.jstree-ocl",
    "nth": 1
  },
  "clbk-root": {
    "sel": "#clbk a.jstree-anchor",
    "exact": "Root"
  },
  "clbk-ocl": {
    "sel": "#clbk i.jstree-ocl",
    "nth": 1
  },
  "evts-btn": {
    "sel": "#evts_button"
  },
  "evts-root": {
    "sel": "#evts a.jstree-anchor",
    "exact": "Root node"
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
