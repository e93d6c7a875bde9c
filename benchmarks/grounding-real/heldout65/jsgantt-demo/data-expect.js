// Adds data-expect marks to elements that the Gantt script builds (benchmark marks only).
(function () {
  var row = function (id) { return '#embedded-Ganttchild_' + id; };
  var marks = {
    'format-day': '#embedded-Ganttformatdaytop',
    'format-month': '#embedded-Ganttformatmonthtop',
    'format-quarter': '#embedded-Ganttformatquartertop',
    'collapse-define-chart-api': '#embedded-Ganttgroup_177622',
    'collapse-task-objects': '#embedded-Ganttgroup_5861576',
    'collapse-code-javascript': '#embedded-Ganttgroup_177624',
    'expand-draw-task-bars': '#embedded-Ganttgroup_5861644',
    'name-calculate-one-day': row(5861642) + ' td.gtaskname input',
    'name-chart-object': row(5861575) + ' td.gtaskname input',
    'res-task-variables': row(193432058) + ' td.gres select',
    'res-draw-task-items': row(5861643) + ' td.gres select',
    'comp-create-html-shell': row(177623) + ' td.gcomp input',
    'dur-code-javascript': row(177624) + ' td.gdur input',
    'enddate-just-dates': row(5861646) + ' td.genddate input',
    'cost-minute-hour': row(193432059) + ' td.gcost input',
    'cost-test-plan-end': row(193432060) + ' td.gcost input',
    'cost-just-plan-dates': row(5861645) + ' td.gcost input'
  };
  var tries = 0;
  function apply() {
    var missing = 0;
    Object.keys(marks).forEach(function (k) {
      if (document.querySelector('[data-expect="' + k + '"]')) return;
      var el = document.querySelector(marks[k]);
      if (el) el.setAttribute('data-expect', k); else missing++;
    });
    if (missing && ++tries < 30) setTimeout(apply, 200);
  }
  apply();
})();
