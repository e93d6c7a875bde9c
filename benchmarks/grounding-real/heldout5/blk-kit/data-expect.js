// Added for the grounding corpus: marks the 'OFF' toggle under 'Toggle Buttons' with data-expect once the page's
// bootstrap-switch plugin has wrapped its checkbox (the plugin builds the visible switch by script). Nothing else.
(function () {
  let tries = 0;  // the plugin runs on document ready: try until the switch exists (10 s at most)
  const timer = setInterval(() => {
    const input = document.querySelectorAll("input.bootstrap-switch")[1];
    const wrapper = input && input.closest("div.bootstrap-switch");
    if (wrapper) { wrapper.setAttribute("data-expect", "switch-off"); clearInterval(timer); }
    else if (++tries > 100) clearInterval(timer);
  }, 100);
})();
