/* ===========================================================
 * sq.js
 * Albanian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Adalen Vladi
 */

jQuery.trumbowyg.langs.sq = {

    viewHTML: 'Shfaq HTML',

    undo: 'Prish',
    redo: 'Ribej',

    formatting: 'Formatimi',
    p: 'Paragraf',
    blockquote: 'Citat',
    code: 'Kodi',
    header: 'Koka',

    bold: 'Spikatur',
    italic: 'Pjerret',
    strikethrough: 'Vize ne mes',
    underline: 'Nenvizo',

    strong: 'I trashe',
    em: 'I theksuar',
    del: 'I fshire',

    superscript: 'Indeks i sipërm',
    subscript: 'Indeks i poshtem',

    unorderedList: 'Liste e parenditur',
    orderedList: 'Liste e renditur',


    insertImage: 'Fut Foto',
    insertVideo: 'Fut Video',
    link: 'Link',
    createLink: 'Krijo Link',
    unlink: 'Hiq Link',

    justifyLeft: 'Drejto Majtas',
    justifyCenter: 'Drejto ne Qender',
    justifyRight: 'Drejto Djathtas',
    justifyFull: 'Drejto Vete',

    horizontalRule: 'Vendos rregulloren horizontale',
    removeformat: 'Hiq formatin',

    fullscreen: 'Ekran i plotë',

    close: 'Mbyll',

    submit: 'Konfirmo',
    reset: 'Anullo',

    required: 'I detyrueshem',
    description: 'Pershkrimi',
    title: 'Titulli',
    text: 'Tekst',
    target: 'Objektivi',
    width: 'Gjeresia'
};
