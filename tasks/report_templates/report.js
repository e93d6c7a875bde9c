// IWR-Bench report behaviour, kept tiny: the sandboxed generated page is loaded only
// when its section is opened, so a task page opens fast and runs nothing of the model's.
(function () {
  "use strict";
  document.querySelectorAll("details[data-lazy-frame]").forEach(function (d) {
    d.addEventListener("toggle", function () {
      var f = d.querySelector("iframe[data-src]");
      if (d.open && f && !f.getAttribute("src")) { f.setAttribute("src", f.getAttribute("data-src")); }
    });
  });
  // Left/right arrows move between the task pages of one model.
  document.addEventListener("keydown", function (e) {
    if (e.target && /INPUT|TEXTAREA/.test(e.target.tagName)) { return; }
    var rel = e.key === "ArrowLeft" ? "prev" : e.key === "ArrowRight" ? "next" : null;
    var a = rel && document.querySelector("a[rel=" + rel + "]");
    if (a) { window.location.href = a.href; }
  });
})();
