// Added for the grounding corpus: marks the data table's controls with data-expect once simple-datatables has built
// them (the page's own script replaces the table's header and adds the selector, search box and pagination). Nothing else.
(function () {
  const MARKS = [
    ["per-page", ".datatable-selector"], ["dt-search", ".datatable-input"],
    ["th-name", "thead th:nth-child(1) .datatable-sorter"], ["th-age", "thead th:nth-child(4) .datatable-sorter"],
    ["th-start", "thead th:nth-child(5) .datatable-sorter"], ["th-salary", "thead th:nth-child(6) .datatable-sorter"],
    ["pg-2", ".datatable-pagination-list-item:nth-child(3) a"], ["pg-3", ".datatable-pagination-list-item:nth-child(4) a"],
    ["pg-6", ".datatable-pagination-list-item:nth-child(7) a"], ["pg-next", ".datatable-pagination-list-item:last-child a"],
  ];
  function mark() {
    let done = 0;
    for (const [key, sel] of MARKS) {
      const el = document.querySelector(".datatable-wrapper " + sel);
      if (el && !el.hasAttribute("data-expect")) el.setAttribute("data-expect", key);
      if (el) done++;
    }
    return done === MARKS.length;
  }
  let tries = 0;  // the table is built on DOMContentLoaded: try until every mark is set (10 s at most)
  const timer = setInterval(() => { if (mark() || ++tries > 100) clearInterval(timer); }, 100);
})();
