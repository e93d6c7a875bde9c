/* ===========================================================
 * et.js
 * Estonian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Mart Leib
 *          Web: https://voogle.ee
 */

jQuery.trumbowyg.langs.et = {
    viewHTML: 'HTML vaade',

    undo: 'Võta tagasi',
    redo: 'Tee uuesti',

    formatting: 'Vorming',
    p: 'Lõik',
    blockquote: 'Plokktsitaat',
    code: 'Kood',
    header: 'Pealkiri',

    bold: 'Paks',
    italic: 'Kaldkiri',
    strikethrough: 'Läbikriipsutatud',
    underline: 'Allakriipsutatud',

    strong: 'Tugev rõhutus',
    em: 'Rõhutus',
    del: 'Eemaldatud',

    superscript: 'Ülemine indeks',
    subscript: 'Alumine indeks',

    unorderedList: 'Järjestamata loend',
    orderedList: 'Järjestatud loend',

    insertImage: 'Lisa pilt',
    insertVideo: 'Lisa video',
    link: 'Link',
    createLink: 'Lisa link',
    unlink: 'Eemalda link',

    justifyLeft: 'Joonda vasakule',
    justifyCenter: 'Joonda keskele',
    justifyRight: 'Joonda paremale',
    justifyFull: 'Joonda rööpselt',

    horizontalRule: 'Horisontaaljoon',
    removeformat: 'Eemalda vorming',

    fullscreen: 'Täisekraan',

    close: 'Sulge',

    submit: 'Salvesta',
    reset: 'Tühista',

    required: 'Kohustuslik',
    description: 'Kirjeldus',
    title: 'Pealkiri',
    text: 'Tekst',
    target: 'Sihtmärk',
    width: 'Laius'

};
