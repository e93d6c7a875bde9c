// Adds data-expect marks to elements that the datepicker scripts build. Does nothing else.
(function () {
    function dayIn(sel, text) {
        var cells = document.querySelectorAll(sel + ' td.datepicker__month-day--visibleMonth');
        for (var i = 0; i < cells.length; i++) {
            if (cells[i].textContent.trim() === text) return cells[i];
        }
        return null;
    }
    function lastDayIn(sel) {
        var cells = document.querySelectorAll(sel + ' td.datepicker__month-day--visibleMonth');
        return cells.length ? cells[cells.length - 1] : null;
    }
    var marks = {
        'inline1-today': function () { return document.querySelector('#datepicker-demo24 .datepicker__month-day--today'); },
        'inline1-next': function () { return document.querySelector('#datepicker-demo24 .datepicker__month--month2 .datepicker__month-button--next'); },
        'inline1-clear': function () { return document.querySelector('#datepicker-demo24 .datepicker__clear-button'); },
        'inline1-right-15': function () { return dayIn('#datepicker-demo24 .datepicker__month--month2', '15'); },
        'inline1-right-first': function () { return dayIn('#datepicker-demo24 .datepicker__month--month2', '1'); },
        'inline2-submit': function () { return document.querySelector('#datepicker-demo25 .datepicker__submit-button'); },
        'inline2-clear': function () { return document.querySelector('#datepicker-demo25 .datepicker__clear-button'); },
        'inline2-next': function () { return document.querySelector('#datepicker-demo25 .datepicker__month--month2 .datepicker__month-button--next'); },
        'inline2-left-last': function () { return lastDayIn('#datepicker-demo25 .datepicker__month--month1'); },
        'italian-close': function () { return document.querySelector('#datepicker-demo14 .datepicker__close-button'); },
        'first-picker-close': function () { return document.querySelector('#datepicker-1 .datepicker__close-button'); }
    };
    var tries = 0;
    function run() {
        var missing = 0;
        Object.keys(marks).forEach(function (key) {
            if (document.querySelector('[data-expect="' + key + '"]')) return;
            var el = marks[key]();
            if (el) el.setAttribute('data-expect', key); else missing++;
        });
        if (missing && ++tries < 50) setTimeout(run, 100);
    }
    run();
})();
