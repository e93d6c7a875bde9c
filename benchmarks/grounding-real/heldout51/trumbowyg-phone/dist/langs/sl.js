/* ===========================================================
 * sl.js
 * Slovenian translation for Trumbowyg
 * http://alex-d.github.com/Trumbowyg
 * ===========================================================
 * Author: Matjaz Zavski (https://github.com/matjaz321)
 * Mod: Uros Gaber (uros@powercom.si)
 */

jQuery.trumbowyg.langs.sl = {
    viewHTML: 'Prikaži HTML',

    undo: 'Razveljavi',
    redo: 'Ponovno uveljavi',

    formatting: 'Oblika',
    p: 'Odstavek',
    blockquote: 'Citat',
    code: 'Koda',
    header: 'Glava',

    bold: 'Krepko',
    italic: 'Ležeče',
    strikethrough: 'Prečrtano',
    underline: 'Podčrtano',

    strong: 'Odebljeno',
    em: 'Poudarjeno',
    del: 'Izbrisano',

    unorderedList: 'Neoštevilčen seznam',
    orderedList: 'Oštevilčen seznam',

    image: 'Slika',
    insertImage: 'Vstavi sliko',
    insertVideo: 'Vstavi video',
    link: 'Povezava',
    createLink: 'Vstavi povezavo',
    unlink: 'Odstrani povezavo',

    justifyLeft: 'Poravnava levo',
    justifyCenter: 'Poravnaj na sredino',
    justifyRight: 'Poravnava desno',
    justifyFull: 'Obojestranska poravnava',

    horizontalRule: 'Vstavite vodoravno črto',
    removeformat: 'Odstrani format',

    fullscreen: 'Celozaslonski način',

    close: 'Zapri',

    submit: 'Potrdi',
    reset: 'Prekliči',

    required: 'Zahtevano',
    description: 'Opis',
    title: 'Naslov',
    text: 'Besedilo'
};
