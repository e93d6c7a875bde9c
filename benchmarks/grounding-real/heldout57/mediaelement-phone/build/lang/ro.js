/*!
 * This is a `i18n` language object.
 *
 * Romanian
 *
 * @author
 *   Jalios (Twitter: @Jalios)
 *   Sascha Greuel (Twitter: @SoftCreatR)
 *
 * @see core/i18n.js
 */
(function (exports) {
    'use strict';	if (exports.ro === undefined) {
		exports.ro = {
			'mejs.plural-form': 5,			
			'mejs.download-file': 'Descarcă fişierul',			
			'mejs.fullscreen': 'Ecran complet',			
			'mejs.play': 'Redare',
			'mejs.pause': 'Pauză',			
			'mejs.time-slider': 'Cursor timp',
			'mejs.time-help-text': 'Utilizează tastele săgeată Stânga/Dreapta pentru a avansa o secundă şi săgeţile Sus/Jos pentru a avansa zece secunde.',
			'mejs.live-broadcast' : 'Difuzare în direct',			
			'mejs.current': 'Timp curent',
			'mejs.duration': 'Durată totală',			
			'mejs.volume-help-text': 'Utilizează tastele de săgeată Sus/Jos pentru a creşte/micşora volumul',
			'mejs.unmute': 'Cu sunet',
			'mejs.mute': 'Fără sunet',
			'mejs.volume-slider': 'Cursor volum',			
			'mejs.video-player': 'Player video',
			'mejs.audio-player': 'Player audio',			
			'mejs.captions-subtitles': 'Legende/Subtitrări',
			'mejs.captions-chapters': 'Capitolele',
			'mejs.none': 'Niciunul',
			'mejs.afrikaans': 'Afrikaans',
			'mejs.albanian': 'Albanez',
			'mejs.arabic': 'Arabă',
			'mejs.belarusian': 'Belarusian',
			'mejs.bulgarian': 'Bulgară',
			'mejs.catalan': 'Catalană',
			'mejs.chinese': 'Chinezesc',
			'mejs.chinese-simplified': 'Chineză (Simplificată)',
			'mejs.chinese-traditional': 'Chineză (Tradițională)',
			'mejs.croatian': 'Croată',
			'mejs.czech': 'Cehă',
			'mejs.danish': 'Daneză',
			'mejs.dutch': 'Olandeză',
			'mejs.english': 'Engleză',
			'mejs.estonian': 'Estonă',
			'mejs.filipino': 'Filipinez',
			'mejs.finnish': 'Finlandeză',
			'mejs.french': 'Franceză',
			'mejs.galician': 'Galiciană',
			'mejs.german': 'Germană',
			'mejs.greek': 'Greacă',
			'mejs.haitian-creole': 'Creolele Haitiene',
			'mejs.hebrew': 'Ebraică',
			'mejs.hindi': 'Hindi',
			'mejs.hungarian': 'Maghiar',
			'mejs.icelandic': 'Islandeză',
			'mejs.indonesian': 'Indonezian',
			'mejs.irish': 'Irlandeză',
			'mejs.italian': 'Italiană',
			'mejs.japanese': 'Japoneză',
			'mejs.korean': 'Coreeană',
			'mejs.latvian': 'Letonă',
			'mejs.lithuanian': 'Lituanian',
			'mejs.macedonian': 'Macedonean',
			'mejs.malay': 'Malay',
			'mejs.maltese': 'Malteză',
			'mejs.norwegian': 'Norvegiană',
			'mejs.persian': 'Persană',
			'mejs.polish': 'Polonez',
			'mejs.portuguese': 'Portugheză',
			'mejs.romanian': 'Română',
			'mejs.russian': 'Rusă',
			'mejs.serbian': 'Sârbă',
			'mejs.slovak': 'Slovacă',
			'mejs.slovenian': 'Slovenă',
			'mejs.spanish': 'Spaniolă',
			'mejs.swahili': 'Swahili',
			'mejs.swedish': 'Suedeză',
			'mejs.tagalog': 'Tagalog',
			'mejs.thai': 'Thai',
			'mejs.turkish': 'Turcă',
			'mejs.ukrainian': 'Ucrainean',
			'mejs.vietnamese': 'Vietnamez',
			'mejs.welsh': 'Welsh',
			'mejs.yiddish': 'Idiș'
		};
	}
})(mejs.i18n);
