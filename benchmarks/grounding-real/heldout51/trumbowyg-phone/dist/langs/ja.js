/* ===========================================================
 * ja.js
 * Japanese translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Kouta Fukuhara (foo9)
 *          Twitter : @foo9
 *          Website : https://github.com/foo9
 */

jQuery.trumbowyg.langs.ja = {
    viewHTML: 'HTML表示',

    undo: '元に戻す',
    redo: 'やり直す',

    formatting: 'フォーマット',
    p: '段落',
    blockquote: '引用',
    code: 'コード',
    header: '見出し',

    bold: '太字',
    italic: '斜体',
    strikethrough: '取り消し線',
    underline: '下線',

    strong: '太字',
    em: '斜体',
    del: '取り消し線',

    superscript: '上付き文字',
    subscript: '下付き文字',

    unorderedList: '順序なしリスト',
    orderedList: '順序ありリスト',

    insertImage: '画像の挿入',
    link: 'リンク',
    createLink: 'リンクの作成',
    unlink: 'リンクの削除',

    justifyLeft: '左揃え',
    justifyCenter: '中央揃え',
    justifyRight: '右揃え',
    justifyFull: '両端揃え',

    horizontalRule: '横罫線',
    removeformat: 'フォーマットの削除',

    fullscreen: '全画面表示',

    close: '閉じる',

    submit: '送信',
    reset: 'キャンセル',

    required: '必須',
    description: '説明',
    title: 'タイトル',
    text: 'テキスト',
    target: 'ターゲット'
};
