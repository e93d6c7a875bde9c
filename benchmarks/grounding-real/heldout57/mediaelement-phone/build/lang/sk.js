/*!
 * This is a `i18n` language object.
 *
 * Slovak
 *
 * @author
 *   Jalios (Twitter: @Jalios)
 *   Sascha Greuel (Twitter: @SoftCreatR)
 *
 * @see core/i18n.js
 */
(function (exports) {
    'use strict';	if (exports.sk === undefined) {
		exports.sk = {
			'mejs.plural-form': 8,			
			'mejs.download-file': 'Prevziať súbor',			
			'mejs.fullscreen': 'Celá obrazovka',			
			'mejs.play': 'Prehrať',
			'mejs.pause': 'Pozastaviť',			
			'mejs.time-slider': 'Posúvač času',
			'mejs.time-help-text': 'Klávesmi so šípkou doľava/doprava posuniete o jednu sekundu, šípkami nahor/ nadol posuniete o desať sekúnd.',
			'mejs.live-broadcast' : 'Živé vysielanie',			
			'mejs.current': 'Aktuálny čas',
			'mejs.duration': 'Celkový čas',			
			'mejs.volume-help-text': 'Klávesmi so šípkou nahor/nadol zvýšite alebo znížite hlasitosť.',
			'mejs.unmute': 'Zrušiť stlmenie',
			'mejs.mute': 'Stlmiť',
			'mejs.volume-slider': 'Posúvač hlasitosti',			
			'mejs.video-player': 'Prehrávač videa',
			'mejs.audio-player': 'Prehrávač zvuku',			
			'mejs.captions-subtitles': 'Skryté titulky/Titulky',
			'mejs.captions-chapters': 'Kapitoly',
			'mejs.none': 'Žiadne',
			'mejs.afrikaans': 'Afrikaans',
			'mejs.albanian': 'Albánsky',
			'mejs.arabic': 'Arabčina',
			'mejs.belarusian': 'Bieloruský',
			'mejs.bulgarian': 'Bulharčina',
			'mejs.catalan': 'Katalánsky',
			'mejs.chinese': 'čínština',
			'mejs.chinese-simplified': 'Čínsky (Zjednodušený)',
			'mejs.chinese-traditional': 'čínsky (Tradičný)',
			'mejs.croatian': 'Chorvátčina',
			'mejs.czech': 'čeština',
			'mejs.danish': 'Dánsky',
			'mejs.dutch': 'Holandský',
			'mejs.english': 'Angličtina',
			'mejs.estonian': 'Estónčina',
			'mejs.filipino': 'Filipínsky',
			'mejs.finnish': 'Fínčina',
			'mejs.french': 'Francúzština',
			'mejs.galician': 'Galicijčan',
			'mejs.german': 'Nemčina',
			'mejs.greek': 'Gréčtina',
			'mejs.haitian-creole': 'Haitian Kreolský',
			'mejs.hebrew': 'Hebrejčina',
			'mejs.hindi': 'Hindčina',
			'mejs.hungarian': 'Maďarčina',
			'mejs.icelandic': 'Islandský',
			'mejs.indonesian': 'Indonézsky',
			'mejs.irish': 'Írsky',
			'mejs.italian': 'Taliančina',
			'mejs.japanese': 'Japonský',
			'mejs.korean': 'Kórejský',
			'mejs.latvian': 'Lotyština',
			'mejs.lithuanian': 'Litovský',
			'mejs.macedonian': 'Macedónsky',
			'mejs.malay': 'Malajský',
			'mejs.maltese': 'Maltčina',
			'mejs.norwegian': 'Nórsky',
			'mejs.persian': 'Perzský',
			'mejs.polish': 'poľština',
			'mejs.portuguese': 'Portugalčina',
			'mejs.romanian': 'Rumunčina',
			'mejs.russian': 'Ruský',
			'mejs.serbian': 'Srbský',
			'mejs.slovak': 'Slovenský',
			'mejs.slovenian': 'Slovinský',
			'mejs.spanish': 'španielčina',
			'mejs.swahili': 'Swahili',
			'mejs.swedish': 'švédčina',
			'mejs.tagalog': 'Tagalog',
			'mejs.thai': 'Thai',
			'mejs.turkish': 'Turecký',
			'mejs.ukrainian': 'Ukrajinský',
			'mejs.vietnamese': 'Vietnamčina',
			'mejs.welsh': 'Welsh',
			'mejs.yiddish': 'Jidiš'
		};
	}
})(mejs.i18n);
