/* ===========================================================
 * pl.js
 * Polish translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Paweł Abramowicz
 *          Github : https://github.com/pawelabrams
 */

jQuery.trumbowyg.langs.pl = {
    viewHTML: 'Pokaż HTML',

    formatting: 'Format',
    p: 'Akapit',
    blockquote: 'Cytat',
    code: 'Kod',
    header: 'Nagłówek',

    bold: 'Pogrubienie',
    italic: 'Pochylenie',
    strikethrough: 'Przekreślenie',
    underline: 'Podkreślenie',

    strong: 'Wytłuszczenie',
    em: 'Uwydatnienie',
    del: 'Usunięte',

    unorderedList: 'Lista nieuporządkowana',
    orderedList: 'Lista uporządkowana',

    insertImage: 'Wstaw obraz',
    insertVideo: 'Wstaw film',
    link: 'Link',
    createLink: 'Wstaw link',
    unlink: 'Usuń link',

    justifyLeft: 'Wyrównaj do lewej',
    justifyCenter: 'Wyśrodkuj',
    justifyRight: 'Wyrównaj do prawej',
    justifyFull: 'Wyjustuj',

    horizontalRule: 'Odkreśl linią',

    fullscreen: 'Pełny ekran',

    close: 'Zamknij',

    submit: 'Zastosuj',
    reset: 'Przywróć',

    required: 'Wymagane',
    description: 'Opis',
    title: 'Tytuł',
    text: 'Tekst'
};
