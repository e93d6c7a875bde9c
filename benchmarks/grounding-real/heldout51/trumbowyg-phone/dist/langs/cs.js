/* ===========================================================
 * cs.js
 * Czech translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Jan Svoboda (https://github.com/svoboda-jan)
 */

jQuery.trumbowyg.langs.cs = {
    viewHTML: 'Zobrazit HTML',

    redo: 'Vpřed',
    undo: 'Zpět',

    formatting: 'Formátování',
    p: 'Odstavec',
    blockquote: 'Citace',
    code: 'Kód',
    header: 'Nadpis',

    bold: 'Tučné',
    italic: 'Kurzíva',
    strikethrough: 'Přeškrtnuté',
    underline: 'Podtržené',

    strong: 'Tučné',
    em: 'Zvýraznit',
    del: 'Přeškrtnuté',

    superscript: 'Horní index',
    subscript: 'Dolní index',

    unorderedList: 'Netříděný seznam',
    orderedList: 'Tříděný seznam',

    insertImage: 'Vložit obrázek',
    insertVideo: 'Vložit video',
    link: 'Odkaz',
    createLink: 'Vložit odkaz',
    unlink: 'Smazat odkaz',

    justifyLeft: 'Zarovnat doleva',
    justifyCenter: 'Zarovnat na střed',
    justifyRight: 'Zarovnat doprava',
    justifyFull: 'Zarovnat do bloku',

    horizontalRule: 'Vložit vodorovnou čáru',


    removeformat: 'Vymazat formátování',
    fullscreen: 'Režim celé obrazovky',

    close: 'Zavřít',

    submit: 'Potvrdit',
    reset: 'Zrušit',

    required: 'Povinné',
    description: 'Popis',
    title: 'Nadpis',
    text: 'Text',
    target: 'Cíl'
};
