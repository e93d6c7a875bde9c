/* ===========================================================
 * pt.js
 * Portuguese translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Ramiro Varandas Jr (ramirovjr)
 *          Twitter : @ramirovjnr
 *          Website : about.me/ramirovjnr
 *          Github : https://github.com/ramirovjr
 */

jQuery.trumbowyg.langs.pt = {
    viewHTML: 'Ver HTML',

    undo: 'Desfazer',
    redo: 'Refazer',

    formatting: 'Formatar',
    p: 'Paragráfo',
    blockquote: 'Citação',
    code: 'Código',
    header: 'Título',

    bold: 'Negrito',
    italic: 'Itálico',
    strikethrough: 'Suprimir',
    underline: 'Sublinhado',

    strong: 'Negrito',
    em: 'Ênfase',
    del: 'Apagar',

    superscript: 'Sobrescrito',
    subscript: 'Subscrito',

    unorderedList: 'Lista não ordenada',
    orderedList: 'Lista ordenada',

    insertImage: 'Inserir imagem',
    insertVideo: 'Inserir vídeo',
    link: 'Link',
    createLink: 'Criar um link',
    unlink: 'Remover link',

    justifyLeft: 'Alinhar a esquerda',
    justifyCenter: 'Centralizar',
    justifyRight: 'Alinhar a direita',
    justifyFull: 'Justificar',

    horizontalRule: 'Inserir separador horizontal',
    removeformat: 'Remover formatação',

    fullscreen: 'Tela cheia',

    close: 'Fechar',

    submit: 'Enviar',
    reset: 'Limpar',

    required: 'Obrigatório',
    description: 'Descrição',
    title: 'Título',
    text: 'Texto',
    target: 'Target'
};
