/* ===========================================================
 * ua.js
 * Ukrainian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Igor Buksha
 */

jQuery.trumbowyg.langs.ua = {
    viewHTML: 'Подивитись HTML',

    formatting: 'Форматування',
    p: 'Звичайний',
    blockquote: 'Витяг',
    code: 'Код',
    header: 'Заголовок',

    bold: 'Напівжирний',
    italic: 'Курсив',
    strikethrough: 'Закреслений',
    underline: 'Підкреслений',

    strong: 'Напівжирний',
    em: 'Курсив',
    del: 'Закреслений',

    unorderedList: 'Звичайний список',
    orderedList: 'Нумерований список',

    insertImage: 'Вставити зображення',
    insertVideo: 'Вставити відео',
    link: 'Посилання',
    createLink: 'Вставити посилання',
    unlink: 'Видалити посилання',

    justifyLeft: 'По лівому краю',
    justifyCenter: 'В центрі',
    justifyRight: 'По правому краю',
    justifyFull: 'По ширині',

    horizontalRule: 'Горизонтальна лінія',

    fullscreen: 'На весь екран',

    close: 'Закрити',

    submit: 'Вставити',
    reset: 'Скасувати',

    required: 'Обов\'язкове',
    description: 'Опис',
    title: 'Підказка',
    text: 'Текст'
};
