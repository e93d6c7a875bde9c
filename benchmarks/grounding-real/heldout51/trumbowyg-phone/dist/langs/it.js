/* ===========================================================
 * it.js
 * Italian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Mirko Buffoni
 */

jQuery.trumbowyg.langs.it = {
    viewHTML: 'Mostra HTML',

    undo: 'Annulla',
    redo: 'Ripeti',

    formatting: 'Formattazione',
    p: 'Paragrafo',
    blockquote: 'Citazione',
    code: 'Codice',
    header: 'Intestazione',

    bold: 'Grassetto',
    italic: 'Italico',
    strikethrough: 'Barrato',
    underline: 'Sottolineato',

    strong: 'Rafforza',
    em: 'Enfatizza',
    del: 'Cancella',

    unorderedList: 'Elenco puntato',
    orderedList: 'Elenco numerato',

    insertImage: 'Inserisci immagine',
    insertVideo: 'Inserisci video',
    link: 'Collegamento',
    createLink: 'Crea un collegamento',
    unlink: 'Elimina collegamento',

    justifyLeft: 'Allinea a sinistra',
    justifyCenter: 'Centra',
    justifyRight: 'Allinea a destra',
    justifyFull: 'Giustifica',

    horizontalRule: 'Inserisci un separatore orizzontale',

    fullscreen: 'Schermo intero',

    close: 'Chiudi',

    submit: 'Invia',
    reset: 'Annulla',

    required: 'Obbligatorio',
    description: 'Descrizione',
    title: 'Titolo',
    text: 'Testo',

    removeformat: 'Rimuovi Formattazione',

    superscript: 'Apice',
    subscript: 'Pedice'
};
