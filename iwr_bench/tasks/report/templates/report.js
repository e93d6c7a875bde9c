// IWR-Bench report behaviour, kept small and local (no library, no network; works from
// file:// and over HTTP): the task grid's filters and sorting, the sandboxed generated page
// loaded only when its section is opened, and arrow keys between a model's task pages.
(function () {
  "use strict";

  // ---- task grid: filter by text, level, platform and model; sort by any titled column
  var grid = document.getElementById("task-grid");
  var controls = document.querySelector(".grid-controls[data-grid=tasks]");
  if (grid && controls) {
    var body = grid.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var count = controls.querySelector(".count");
    var filters = controls.querySelectorAll("[data-filter]");

    var apply = function () {
      var want = {};
      filters.forEach(function (f) { want[f.getAttribute("data-filter")] = f.value.trim().toLowerCase(); });
      var shown = 0;
      rows.forEach(function (r) {
        var ok = (!want.text || r.dataset.text.indexOf(want.text) >= 0) &&
          (!want.level || r.dataset.level.toLowerCase() === want.level) &&
          (!want.platform || r.dataset.platform.toLowerCase() === want.platform) &&
          (!want.model || r.dataset.model.toLowerCase() === want.model);
        r.hidden = !ok;
        if (ok) { shown += 1; }
      });
      if (count) { count.textContent = shown + " of " + rows.length + " shown"; }
    };
    filters.forEach(function (f) { f.addEventListener("input", apply); f.addEventListener("change", apply); });

    var byId = function (a, b) { return (+a.dataset.id - +b.dataset.id) || a.dataset.model.localeCompare(b.dataset.model); };
    grid.querySelectorAll("th[data-sort]").forEach(function (th) {
      th.tabIndex = 0;
      th.title = "sort by " + th.textContent;
      var sort = function () {
        var key = th.getAttribute("data-sort");
        var num = th.hasAttribute("data-num");
        // First click: scores high to low, words A to Z; each further click reverses.
        var was = th.getAttribute("aria-sort");
        var dir = was ? (was === "ascending" ? -1 : 1) : (num ? -1 : 1);
        grid.querySelectorAll("th[aria-sort]").forEach(function (o) { o.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", dir === 1 ? "ascending" : "descending");
        rows.sort(function (a, b) {
          var x = a.dataset[key], y = b.dataset[key], c;
          if (num) {
            // A missing figure ("—") sorts last whichever the direction.
            var fx = parseFloat(x), fy = parseFloat(y);
            if (isNaN(fx) || isNaN(fy)) { c = isNaN(fx) - isNaN(fy); return c || byId(a, b); }
            c = (fx - fy) * dir;
          } else {
            c = x.localeCompare(y, undefined, { numeric: true }) * dir;
          }
          return c || byId(a, b);
        });
        rows.forEach(function (r) { body.appendChild(r); });
      };
      th.addEventListener("click", sort);
      th.addEventListener("keydown", function (ev) { if (ev.key === "Enter" || ev.key === " ") { ev.preventDefault(); sort(); } });
    });
    apply();
  }

  // ---- the generated page: loaded into its sandboxed frame only when opened
  document.querySelectorAll("details[data-lazy-frame]").forEach(function (d) {
    d.addEventListener("toggle", function () {
      var f = d.querySelector("iframe[data-src]");
      if (d.open && f && !f.getAttribute("src")) { f.setAttribute("src", f.getAttribute("data-src")); }
    });
  });

  // ---- left/right arrows move between the task pages of one model
  document.addEventListener("keydown", function (e) {
    if (e.target && /INPUT|TEXTAREA|SELECT/.test(e.target.tagName)) { return; }
    var rel = e.key === "ArrowLeft" ? "prev" : e.key === "ArrowRight" ? "next" : null;
    var a = rel && document.querySelector("a[rel=" + rel + "]");
    if (a) { window.location.href = a.href; }
  });
})();
