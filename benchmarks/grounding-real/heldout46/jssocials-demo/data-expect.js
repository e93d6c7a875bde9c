// Sets data-expect marks on the share buttons that jsSocials builds; does nothing else.
(function () {
  var marks = {
    "a-email": "#shareAdaptive .jssocials-share-email a",
    "a-tweet": "#shareAdaptive .jssocials-share-twitter a",
    "a-facebook": "#shareAdaptive .jssocials-share-facebook a",
    "a-gplus": "#shareAdaptive .jssocials-share-googleplus a",
    "a-linkedin": "#shareAdaptive .jssocials-share-linkedin a",
    "a-pinterest": "#shareAdaptive .jssocials-share-pinterest a",
    "a-stumble": "#shareAdaptive .jssocials-share-stumbleupon a",
    "a-whatsapp": "#shareAdaptive .jssocials-share-whatsapp a",
    "a-telegram": "#shareAdaptive .jssocials-share-telegram a",
    "a-viber": "#shareAdaptive .jssocials-share-viber a",
    "a-messenger": "#shareAdaptive .jssocials-share-messenger a",
    "a-vk": "#shareAdaptive .jssocials-share-vkontakte a",
    "i-twitter": "#shareIcons .jssocials-share-twitter a",
    "i-pinterest": "#shareIcons .jssocials-share-pinterest a",
    "i-whatsapp": "#shareIcons .jssocials-share-whatsapp a",
    "i-vk": "#shareIcons .jssocials-share-vkontakte a",
    "r-email": "#shareRoundIcons .jssocials-share-email a",
    "r-facebook": "#shareRoundIcons .jssocials-share-facebook a",
    "r-pocket": "#shareRoundIcons .jssocials-share-pocket a",
    "r-viber": "#shareRoundIcons .jssocials-share-viber a",
    "ci-linkedin": "#shareIconsCounterInside .jssocials-share-linkedin a",
    "ci-messenger": "#shareIconsCounterInside .jssocials-share-messenger a",
    "bl-tweet": "#shareButtonLabel .jssocials-share-twitter a",
    "bl-pocket": "#shareButtonLabel .jssocials-share-pocket a",
    "blci-gplus": "#shareButtonLabelCountInside .jssocials-share-googleplus a",
    "p-tweet": "#shareInPopup .jssocials-share-twitter a",
    "p-stumble": "#shareInPopup .jssocials-share-stumbleupon a",
    "p-pinterest": "#shareInPopup .jssocials-share-pinterest a",
    "ic-email": "#shareIconsCounter .jssocials-share-email a",
    "blc-whatsapp": "#shareButtonLabelCounter .jssocials-share-whatsapp a",
    "blc-vk": "#shareButtonLabelCounter .jssocials-share-vkontakte a",
    "cl-twitter": "#shareCustomLogo .jssocials-share-twitter a",
    "cl-facebook": "#shareCustomLogo .jssocials-share-facebook a"
  };
  var tries = 0;
  function apply() {
    var missing = 0;
    Object.keys(marks).forEach(function (key) {
      var el = document.querySelector(marks[key]);
      if (el) el.setAttribute("data-expect", key); else missing++;
    });
    if (missing && ++tries < 50) setTimeout(apply, 100);
  }
  apply();
})();
