/* ===========================================================
 * fi.js
 * Finnish translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Teppo Koivula (teppokoivula)
 *          Github : https://github.com/teppokoivula
 */

jQuery.trumbowyg.langs.fi = {
    viewHTML: 'Näytä HTML',

    undo: 'Kumoa',
    redo: 'Tee uudelleen',

    formatting: 'Muotoilu',
    p: 'Kappale',
    blockquote: 'Lainaus',
    code: 'Koodi',
    header: 'Otsikko',

    bold: 'Lihavointi',
    italic: 'Kursivointi',
    strikethrough: 'Yliviivaus',
    underline: 'Allevivaus',

    strong: 'Vahvennus',
    em: 'Painotus',
    del: 'Poistettu',

    unorderedList: 'Luettelo',
    orderedList: 'Numeroitu luettelo',

    insertImage: 'Lisää kuva',
    insertVideo: 'Lisää video',
    link: 'Linkki',
    createLink: 'Luo linkki',
    unlink: 'Poista linkki',

    justifyLeft: 'Tasaa vasemmalle',
    justifyCenter: 'Keskitä',
    justifyRight: 'Tasaa oikealle',
    justifyFull: 'Tasaa',

    horizontalRule: 'Vaakaviiva',

    fullscreen: 'Kokoruutu',

    close: 'Sulje',

    submit: 'Lisää',
    reset: 'Palauta',

    required: 'Pakollinen',
    description: 'Kuvaus',
    title: 'Otsikko',
    text: 'Teksti'
};
