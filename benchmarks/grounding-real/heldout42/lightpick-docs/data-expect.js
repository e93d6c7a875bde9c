// Adds data-expect marks to elements that the Lightpick script builds. Does nothing else.
(function () {
    function q(sel) { return document.querySelector(sel); }
    function inlineDay(text) {
        var els = document.querySelectorAll('.lightpick--inlined .lightpick__days .lightpick__day');
        for (var i = 0; i < els.length; i++) {
            if (els[i].textContent.trim() === text && !/is-(previous|next)-month/.test(els[i].className)) return els[i];
        }
        return null;
    }
    var marks = {
        'inline-prev': function () { return q('.lightpick--inlined .lightpick__previous-action'); },
        'inline-next': function () { return q('.lightpick--inlined .lightpick__next-action'); },
        'inline-month': function () { return q('.lightpick--inlined .lightpick__select-months'); },
        'inline-year': function () { return q('.lightpick--inlined .lightpick__select-years'); },
        'inline-today': function () { return q('.lightpick--inlined .lightpick__day.is-today'); },
        'inline-20th': function () { return inlineDay('20'); },
        'footer-apply': function () { return q('.lightpick__footer .lightpick__apply-action'); },
        'footer-reset': function () { return q('.lightpick__footer .lightpick__reset-action'); }
    };
    var tries = 0;
    function run() {
        var missing = 0;
        Object.keys(marks).forEach(function (key) {
            if (q('[data-expect="' + key + '"]')) return;
            var el = marks[key]();
            if (el) el.setAttribute('data-expect', key); else missing++;
        });
        if (missing && ++tries < 50) setTimeout(run, 100);
    }
    run();
})();
