/* ===========================================================
 * id.js
 * Indonesian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Rezha Julio (kimiamania)
 *          Twitter : @kimiamania
 *          Website : http://rezhajulio.web.id
 *          Github : https://github.com/kimiamania
 */

jQuery.trumbowyg.langs.id = {
    viewHTML: 'Lihat HTML',

    formatting: 'Penyusunan',
    p: 'Paragraf',
    blockquote: 'Kutipan',
    code: 'Kode',
    header: 'Kepala',

    bold: 'Tebal',
    italic: 'Miring',
    strikethrough: 'Coret',
    underline: 'Garis bawah',

    strong: 'Tebal',
    em: 'Miring',
    del: 'Dicoret',

    unorderedList: 'Daftar tak teratur',
    orderedList: 'Daftar teratur',

    insertImage: 'Sisipkan gambar',
    insertVideo: 'Sisipkan video',
    link: 'Tautan',
    createLink: 'Sisipkan Tautan',
    unlink: 'Singkirkan tautan',

    justifyLeft: 'Rata kiri',
    justifyCenter: 'Rata Tengah',
    justifyRight: 'Rata kanan',
    justifyFull: 'Rata kiri dan kanan',

    horizontalRule: 'Sisipkan garis mendatar',

    fullscreen: 'Layar penuh',

    close: 'Tutup',

    submit: 'Setuju',
    reset: 'Batal',

    required: 'Diperlukan',
    description: 'Deskripsi',
    title: 'Judul',
    text: 'Teks'
};
