/* ===========================================================
 * by.js
 * Belarusian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Yury Karalkou
 */

jQuery.trumbowyg.langs.by = {
    viewHTML: 'Паглядзець HTML',

    undo: 'Скасаваць',
    redo: 'Паўтарыць',

    formatting: 'Фарматаванне',
    p: 'Звычайны',
    blockquote: 'Цытата',
    code: 'Код',
    header: 'Загаловак',

    bold: 'Паўтлусты',
    italic: 'Курсіў',
    strikethrough: 'Закрэслены',
    underline: 'Падкрэслены',

    strong: 'Паўтлусты',
    em: 'Курсіў',
    del: 'Закрэслены',

    superscript: 'Верхні індэкс',
    subscript: 'Індэкс',

    unorderedList: 'Звычайны спіс',
    orderedList: 'Нумараваны спіс',

    insertImage: 'Уставіць выяву',
    insertVideo: 'Уставіць відэа',
    link: 'Спасылка',
    createLink: 'Уставіць спасылку',
    unlink: 'Выдаліць спасылку',

    justifyLeft: 'Па леваму боку',
    justifyCenter: 'У цэнтры',
    justifyRight: 'Па праваму боку',
    justifyFull: 'Па шырыні',

    horizontalRule: 'Гарызантальная лінія',
    removeformat: 'Ачысціць фарматаванне',

    fullscreen: 'На ўвесь экран',

    close: 'Зачыніць',

    submit: 'Уставіць',
    reset: 'Скасаваць',

    required: 'Абавязкова',
    description: 'Апісанне',
    title: 'Падказка',
    text: 'Тэкст'
};
