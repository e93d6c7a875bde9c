/* ===========================================================
 * sk.js
 * Slovak translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : VeeeneX (https://github.com/VeeeneX)
 */

jQuery.trumbowyg.langs.sk = {
    viewHTML: 'Zobraziť HTML',

    formatting: 'Formátovanie',
    p: 'Paragraf',
    blockquote: 'Citácia',
    code: 'Kód',
    header: 'Nadpis',

    bold: 'Tučné',
    italic: 'Kurzíva',
    strikethrough: 'Preškrtnuté',
    underline: 'Podčiarknuté',

    strong: 'Tučné',
    em: 'Zvýrazniť',
    del: 'Zmazať',

    unorderedList: 'Netriedený zoznam',
    orderedList: 'Triedený zoznam',

    insertImage: 'Vložiť obrázok',
    insertVideo: 'Vložiť video',
    link: 'Odkaz',
    createLink: 'Vložiť odkaz',
    unlink: 'Zmazať odkaz',

    justifyLeft: 'Zarovnať doľava',
    justifyCenter: 'Zarovnať na stred',
    justifyRight: 'Zarovnať doprava',
    justifyFull: 'Zarovnať do bloku',

    horizontalRule: 'Vložit vodorovnú čiaru',

    fullscreen: 'Režim celej obrazovky',

    close: 'Zavrieť',

    submit: 'Potvrdiť',
    reset: 'Zrušiť',

    required: 'Povinné',
    description: 'Popis',
    title: 'Nadpis',
    text: 'Text'
};
