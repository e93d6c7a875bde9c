/* ===========================================================
 * rs.js
 * Serbian (Cyrlic) translation for Trumbowyg
 * https://www.github.com/johonunu
 * ===========================================================
 * Author : Nikola Trifunovic (https://www.github.com/johonunu)
 */

jQuery.trumbowyg.langs.rs = {
    viewHTML: 'Погледај HTML кóд',

    formatting: 'Форматирање',
    p: 'Параграф',
    blockquote: 'Цитат',
    code: 'Кóд',
    header: 'Наслов',

    bold: 'Подебљано',
    italic: 'Курзив',
    strikethrough: 'Прецртано',
    underline: 'Подвучено',

    strong: 'Подебљано',
    em: 'Истакнуто',
    del: 'Обрисано',

    unorderedList: 'Ненабројива листа',
    orderedList: 'Набројива листа',
    insertImage: 'Унеси слику',
    insertVideo: 'Унеси видео',
    link: 'Линк',
    createLink: 'Унеси линк',
    unlink: 'Уклони линк',

    justifyLeft: 'Лево равнање',
    justifyCenter: 'Централно равнање',
    justifyRight: 'Десно равнање',
    justifyFull: 'Обострано равнање',

    horizontalRule: 'Хоризонтална линија',

    fullscreen: 'Режим читавог екрана',

    close: 'Затвори',

    submit: 'Унеси',
    reset: 'Откажи',

    required: 'Обавезно поље',
    description: 'Опис',
    title: 'Наслов',
    text: 'Текст'
};
