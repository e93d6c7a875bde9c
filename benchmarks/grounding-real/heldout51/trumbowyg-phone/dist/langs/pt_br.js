/* ===========================================================
 * pt_br.js
 * Portuguese Brazilian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Alex Gotardi (alexgotardi)
 *          Twitter : @alexgotardi
 *          Github : https://github.com/alexgotardi
 */

// jshint camelcase:false
jQuery.trumbowyg.langs.pt_br = {
    viewHTML: 'Ver HTML',

    undo: 'Desfazer',
    redo: 'Refazer',

    formatting: 'Formatar',
    p: 'Parágrafo',
    blockquote: 'Citação',
    code: 'Código',
    header: 'Título',

    bold: 'Negrito',
    italic: 'Itálico',
    strikethrough: 'Tachado',
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
    target: 'Alvo'
};
