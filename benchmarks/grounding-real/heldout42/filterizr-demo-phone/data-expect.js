// Adds data-expect marks to elements that the page's React app builds. Does nothing else.
(function () {
    function q(sel) { return document.querySelector(sel); }
    function byText(sel, text) {
        var els = document.querySelectorAll(sel);
        for (var i = 0; i < els.length; i++) {
            if (els[i].textContent.replace(/\s+/g, ' ').trim() === text) return els[i];
        }
        return null;
    }
    function nth(sel, n) { return document.querySelectorAll(sel)[n] || null; }
    function galleryItem(name) { return q('.filtr-item[data-sort="' + name + '"]'); }
    var marks = {
        'nav-showcase': function () { return byText('a.item', 'Showcase'); },
        'nav-tutorials': function () { return nth('.ui.item.dropdown', 0); },
        'nav-documentation': function () { return nth('.ui.item.dropdown', 1); },
        'menu-sorting': function () { return byText('.ui.item.dropdown a.item', 'Sorting'); },
        'menu-layouts': function () { return byText('.ui.item.dropdown a.item', 'Layouts'); },
        'menu-get-started': function () { return byText('.ui.item.dropdown a.item', 'Get started'); },
        'menu-jquery-docs': function () { return byText('.ui.item.dropdown a.item', 'jQuery Filterizr'); },
        'nav-faq': function () { return byText('a.item', 'FAQ'); },
        'github': function () { return q('a.ui.black.button'); },
        'json-expand-all': function () { return q('.jsoneditor-menu .jsoneditor-expand-all'); },
        'json-collapse-all': function () { return q('.jsoneditor-menu .jsoneditor-collapse-all'); },
        'json-sort': function () { return q('.jsoneditor-menu .jsoneditor-sort'); },
        'json-search': function () { return q('.jsoneditor-menu .jsoneditor-search input'); },
        'json-filterout-toggle': function () { return nth('.jsoneditor-tree button.jsoneditor-collapsed', 0); },
        'filter-all': function () { return byText('button.ui.primary.button', 'All'); },
        'filter-cities': function () { return byText('button.ui.primary.button', 'Cities'); },
        'filter-nature': function () { return byText('button.ui.primary.button', 'Nature'); },
        'filter-industrial': function () { return byText('button.ui.primary.button', 'Industrial'); },
        'filter-daylight': function () { return byText('button.ui.primary.button', 'Daylight'); },
        'filter-nightscape': function () { return byText('button.ui.primary.button', 'Nightscape'); },
        'shuffle': function () { return byText('button.ui.button', 'Shuffle'); },
        'asc': function () { return byText('button.ui.button', 'Asc'); },
        'desc': function () { return byText('button.ui.button', 'Desc'); },
        'sort-dropdown': function () { return q('.ui.selection.dropdown'); },
        'sort-description': function () { return byText('.ui.selection.dropdown .item', 'Description'); },
        'search': function () { return q('input[placeholder="Search..."]'); },
        'item-busy-streets': function () { return galleryItem('Busy streets'); },
        'item-peaceful-lake': function () { return galleryItem('Peaceful lake'); },
        'item-dreamhouse': function () { return galleryItem('Dreamhouse'); },
        'item-last': function () { var a = document.querySelectorAll('.filtr-item'); return a.length === 9 ? a[8] : null; }
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
