/* ===========================================================
 * ca.js
 * Catalan translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Authors : Àlfons Sánchez (alsanan)
 *             Twitter : @alsanan
 *             Website : about.me/alsanan
 *             Github : https://github.com/alsanan
 *
 *           Carles Martínez
 *             Website : calaix.net
 */

jQuery.trumbowyg.langs.ca = {
    viewHTML: 'Veure HTML',

    undo: 'Desfés',
    redo: 'Refés',

    formatting: 'Format',
    p: 'Paragraf',
    blockquote: 'Citació',
    code: 'Codi',
    header: 'Títol',

    bold: 'Negreta',
    italic: 'Cursiva',
    strikethrough: 'Ratllat',
    underline: 'Subratllat',

    strong: 'Negreta',
    em: 'Cursiva',
    del: 'Apagar',

    superscript: 'Superíndex',
    subscript: 'Subíndex',

    unorderedList: 'Llista desordenada',
    orderedList: 'Llista ordenada',

    insertImage: 'Inserir imatge',
    insertVideo: 'Inserir vídeo',
    link: 'Enllaç',
    createLink: 'Crear un enllaç',
    unlink: 'Eliminar enllaç',

    target: 'Obertura',
    _self: 'Mateixa pestanya',
    _blank: 'Nova pestanya',

    justifyLeft: 'Alinear a esquerra',
    justifyCenter: 'Centrar',
    justifyRight: 'Alinear a dreta',
    justifyFull: 'Justificar',

    horizontalRule: 'Inserir separador horitzontal',

    removeformat: 'Eliminar format',

    fullscreen: 'Pantalla completa',

    close: 'Tancar',

    submit: 'Enviar',
    reset: 'Cancel·lar',

    required: 'Obligatori',
    description: 'Descripció',
    title: 'Títol',
    text: 'Text',

    width: 'Amplada'
};
