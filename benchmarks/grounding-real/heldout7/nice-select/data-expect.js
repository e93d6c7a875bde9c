// Added for the grounding corpus: marks the custom dropdowns, their options and search boxes, and the multi-select's
// chip crosses with data-expect once nice-select2 has built them from their <select>s (the page's own script, on
// DOMContentLoaded). Nothing else.
(function () {
  const DROPDOWNS = {  // key: [the <select> it replaces, option to mark: key]
    "dd-into": ['select[name="nice"]', {"Potato": "opt-into-potato"}],
    "dd-display": ["h2:nth-of-type(2) ~ .box select", {"Another option": "opt-display-another"}],
    "dd-search": ["#searchable-select", {"Some option": "opt-search-some"}],
    "dd-multi": ["#multiple-select", {"Potato": "opt-multi-potato"}],
    "dd-trans": ["#translated-select", {"Potato": "opt-trans-potato"}],
    "dd-wide": ["select.wide", {"Another option": "opt-wide-another"}],
    "dd-right": ["select.right", {"Potato": "opt-right-potato"}],
    "dd-small": ["select.small", {"Another option with long long text": "opt-small-long"}],
  };
  const set = (el, key) => { if (el && !el.hasAttribute("data-expect")) el.setAttribute("data-expect", key); return !!el; };
  function mark() {
    let ok = true;
    for (const [key, [sel, opts]] of Object.entries(DROPDOWNS)) {
      const select = document.querySelector(sel);
      const dd = select && select.parentElement.querySelector(".nice-select");
      ok = set(dd, key) && ok;
      if (!dd) continue;
      for (const li of dd.querySelectorAll("li.option")) if (opts[li.textContent.trim()]) set(li, opts[li.textContent.trim()]);
      if (key === "dd-search") ok = set(dd.querySelector(".nice-select-search"), "search-search") && ok;
    }
    for (const li of document.querySelectorAll("li.select-selection")) {
      const name = li.querySelector(".selected-name").textContent.trim();
      if (name === "Potato") set(li.querySelector("button"), "x-potato");
      if (name === "Another option") set(li.querySelector("button"), "x-another");
    }
    return ok && document.querySelectorAll('li.select-selection button[data-expect]').length === 2;
  }
  let tries = 0;  // try until every mark is set (10 s at most)
  const timer = setInterval(() => { if (mark() || ++tries > 100) clearInterval(timer); }, 100);
})();
