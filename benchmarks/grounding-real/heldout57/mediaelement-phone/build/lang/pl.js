/*!
 * This is a `i18n` language object.
 *
 * Polish
 *
 * @author
 *   Jalios (Twitter: @Jalios)
 *   Sascha Greuel (Twitter: @SoftCreatR)
 *
 * @see core/i18n.js
 */
(function (exports) {
    'use strict';	if (exports.pl === undefined) {
		exports.pl = {
			'mejs.plural-form': 9,			
			'mejs.download-file': 'Pobierz plik',			
			'mejs.fullscreen': 'Pełny ekran',			
			'mejs.play': 'Odtwarzaj',
			'mejs.pause': 'Wstrzymaj',			
			'mejs.time-slider': 'Suwak czasu',
			'mejs.time-help-text': 'Strzałki w lewo/w prawo powodują przewijanie o sekundę, strzałki w górę/w dół o dziesięć sekund.',
			'mejs.live-broadcast': 'Transmisja na żywo',			
			'mejs.current': 'Aktualny czas',
			'mejs.duration': 'Całkowity czas trwania',			
			'mejs.volume-help-text': 'Aby zwiększyć lub zmniejszyć głośność, użyj strzałek w górę/w dół.',
			'mejs.unmute': 'Wyłącz wyciszenie',
			'mejs.mute': 'Wycisz',
			'mejs.volume-slider': 'Suwak głośności',			
			'mejs.video-player': 'Odtwarzacz wideo',
			'mejs.audio-player': 'Odtwarzacz audio',			
			'mejs.captions-subtitles': 'Podpisy/napisy',
			'mejs.captions-chapters': 'Rozdziały',
			'mejs.none': 'Brak',
			'mejs.afrikaans': 'Afrykański',
			'mejs.albanian': 'Albański',
			'mejs.arabic': 'Arabski',
			'mejs.belarusian': 'Białoruski',
			'mejs.bulgarian': 'Bułgarski',
			'mejs.catalan': 'Kataloński',
			'mejs.chinese': 'Chiński',
			'mejs.chinese-simplified': 'Chiński (uproszczony)',
			'mejs.chinese-traditional': 'Chiński (tradycyjny)',
			'mejs.croatian': 'Chorwacki',
			'mejs.czech': 'Czeski',
			'mejs.danish': 'Duński',
			'mejs.dutch': 'Holenderski',
			'mejs.english': 'Angielski',
			'mejs.estonian': 'Estoński',
			'mejs.filipino': 'Filipiński',
			'mejs.finnish': 'Fiński',
			'mejs.french': 'Francuski',
			'mejs.galician': 'Galicyjski',
			'mejs.german': 'Niemiecki',
			'mejs.greek': 'Grecki',
			'mejs.haitian-creole': 'Haitański',
			'mejs.hebrew': 'Hebrajski',
			'mejs.hindi': 'Hinduski',
			'mejs.hungarian': 'Węgierski',
			'mejs.icelandic': 'Islandzki',
			'mejs.indonesian': 'Indonezyjski',
			'mejs.irish': 'Irlandzki',
			'mejs.italian': 'Włoski',
			'mejs.japanese': 'Japoński',
			'mejs.korean': 'Koreański',
			'mejs.latvian': 'Łotewski',
			'mejs.lithuanian': 'Litewski',
			'mejs.macedonian': 'Macedoński',
			'mejs.malay': 'Malajski',
			'mejs.maltese': 'Maltański',
			'mejs.norwegian': 'Norweski',
			'mejs.persian': 'Perski',
			'mejs.polish': 'Polski',
			'mejs.portuguese': 'Portugalski',
			'mejs.romanian': 'Rumuński',
			'mejs.russian': 'Rosyjski',
			'mejs.serbian': 'Serbski',
			'mejs.slovak': 'Słowacki',
			'mejs.slovenian': 'Słoweński',
			'mejs.spanish': 'Hiszpański',
			'mejs.swahili': 'Suahili',
			'mejs.swedish': 'Szwedzki',
			'mejs.tagalog': 'Tagalski',
			'mejs.thai': 'Tajski',
			'mejs.turkish': 'Turecki',
			'mejs.ukrainian': 'Ukraiński',
			'mejs.vietnamese': 'Wietnamski',
			'mejs.welsh': 'Walijski',
			'mejs.yiddish': 'Jidysz'
		};
	}
})(mejs.i18n);
