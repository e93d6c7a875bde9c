// Added for the grounding corpus: marks the intended elements with data-expect once the page's
// own scripts have rendered them (bootstrap-toggle builds each switch around its checkbox). Nothing else.
(function () {
  const MARKS = {
  "nav-demos": {
    "sel": ".navbar-right a[href='#demos']"
  },
  "nav-download": {
    "sel": ".navbar-right a",
    "text": "Download"
  },
  "dl-link": {
    "sel": "p a[href$='master.zip']",
    "text": "download"
  },
  "t-basic": {
    "sel": "div.toggle",
    "nth": 1
  },
  "t-opt1": {
    "sel": "div.toggle",
    "nth": 2
  },
  "t-first": {
    "sel": "div.toggle",
    "nth": 4
  },
  "t-second": {
    "sel": "div.toggle",
    "nth": 5
  },
  "t-one": {
    "sel": "div.toggle",
    "nth": 7
  },
  "t-two": {
    "sel": "div.toggle",
    "nth": 9
  },
  "t-demo": {
    "sel": "div.toggle",
    "nth": 10
  },
  "m-destroy": {
    "sel": "button[onclick=\"demo.destroy('#toggle-demo')\"]"
  },
  "m-on": {
    "sel": "button[onclick=\"demo.on('#toggle-demo')\"]"
  },
  "m-disable": {
    "sel": "button[onclick=\"demo.disable('#toggle-demo')\"]"
  },
  "t-event": {
    "sel": "div.toggle",
    "nth": 11
  },
  "b-offapi": {
    "sel": "button[onclick='toggleOff()']"
  },
  "b-oninput": {
    "sel": "button[onclick='toggleOnByInput()']"
  },
  "t-trigger": {
    "sel": "div.toggle",
    "nth": 12
  },
  "t-large": {
    "sel": "div.toggle",
    "nth": 13
  },
  "t-mini": {
    "sel": "div.toggle",
    "nth": 16
  },
  "t-tall": {
    "sel": "div.toggle",
    "nth": 18
  },
  "t-red": {
    "sel": "div.toggle",
    "nth": 24
  },
  "t-white": {
    "sel": "div.toggle",
    "nth": 25
  },
  "t-mix-orange": {
    "sel": "div.toggle",
    "nth": 27
  },
  "t-ios": {
    "sel": "div.toggle",
    "nth": 28
  },
  "t-ready": {
    "sel": "div.toggle",
    "nth": 30
  },
  "t-play": {
    "sel": "div.toggle",
    "nth": 31
  },
  "t-hello": {
    "sel": "div.toggle",
    "nth": 32
  },
  "t-quick": {
    "sel": "div.toggle",
    "nth": 35
  },
  "link-sizes": {
    "sel": "a[href$='#buttons-sizes']",
    "nth": 2
  },
  "minhur": {
    "sel": "a[href='https://github.com/minhur']"
  },
  "nyt": {
    "sel": "a[href='http://developers.nytimes.com']"
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
