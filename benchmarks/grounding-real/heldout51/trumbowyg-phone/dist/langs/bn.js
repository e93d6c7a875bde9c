/* ===========================================================
 * bn.js
 * Bangla translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author : Ahammad Naim
 * Website : https://github.com/AhammadNaim
 */

jQuery.trumbowyg.langs.bn = {
    viewHTML: 'HTML দেখান',

    undo: 'পূর্বাবস্থায় ফিরুন',
    redo: 'পুনরায় করুন',

    formatting: 'বিন্যাস',
    p: 'অনুচ্ছেদ',
    blockquote: 'উদ্ধৃতি',
    code: 'কোড',
    header: 'শিরোনাম',

    bold: 'বোল্ড',
    italic: 'ইটালিক',
    strikethrough: 'স্ট্রাইকথ্রু',
    underline: 'আন্ডারলাইন',

    strong: 'বোল্ড',
    em: 'ইটালিক',
    del: 'স্ট্রাইকথ্রু',

    superscript: 'সুপারস্ক্রিপ্ট',
    subscript: 'সাবস্ক্রিপ্ট',

    unorderedList: 'অসংখ্যায়িত তালিকা',
    orderedList: 'সাজানো তালিকা',

    insertImage: 'ছবি',
    link: 'লিংক',
    createLink: 'লিংক তৈরি করুন',
    unlink: 'লিংক মুছুন',

    justifyLeft: 'বামে জাস্টিফাইড',
    justifyCenter: 'কেন্দ্রীভূত',
    justifyRight: 'ডানে জাস্টিফাইড',
    justifyFull: 'জাস্টিফাইড',

    horizontalRule: 'আনুভূমিক দাগ',
    removeformat: 'বিন্যাস অপসারণ করুন',

    fullscreen: 'সম্পূর্ণ পর্দায় দেখুন',

    close: 'বন্ধ',

    submit: 'প্রেরণ',
    reset: 'বাতিল',

    required: 'আবশ্যক',
    description: 'বর্ননা',
    title: 'শিরোনাম',
    text: 'পাঠ্য',
    target: 'লক্ষ্য'
};
