if(!window.calendar_languages) {
	window.calendar_languages = {};
}
window.calendar_languages['sv-SE'] = {
	error_noview:     'Kalender: Vy {0} ej funnen',
	error_dateformat: 'Kalender: Felaktigt datumformat {0}. Skall vara antingen "now" eller "yyyy-mm-dd"',
	error_loadurl:    'Kalender: Laddnings-URL för händelser är ej satt',
	error_where:      'Kalender: Felaktig navigeringsriktning {0}. Kan endast vara "next", "prev" eller "today"',
	error_timedevide: 'Kalender: Parameter till tidsavgränsare måste dela 60 med ett heltal. Till exempel 10, 15, 30',

	title_year:  '{0}',
	title_month: '{0} {1}',
	title_week:  'Vecka {0} {1}',
	title_day:   '{0} {1} {2} {3}',

	week:        'Vecka {0}',
	all_day:     'Hela dagen',
	time:        'Tid',
	events:      'Händelser',
	before_time: 'Slutar före tidsperiod',
	after_time:  'Börjar efter tidsperiod',

	m0:  'Januari',
	m1:  'Februari',
	m2:  'Mars',
	m3:  'April',
	m4:  'Maj',
	m5:  'Juni',
	m6:  'Juli',
	m7:  'Augusti',
	m8:  'September',
	m9:  'Oktober',
	m10: 'November',
	m11: 'December',

	ms0:  'Jan',
	ms1:  'Feb',
	ms2:  'Mar',
	ms3:  'Apr',
	ms4:  'Maj',
	ms5:  'Jun',
	ms6:  'Jul',
	ms7:  'Aug',
	ms8:  'Sep',
	ms9:  'Okt',
	ms10: 'Nov',
	ms11: 'Dec',

	d0: 'Söndag',
	d1: 'Måndag',
	d2: 'Tisdag',
	d3: 'Onsdag',
	d4: 'Torsdag',
	d5: 'Fredag',
	d6: 'Lördag',

	easter:       'Påsk',
	easterMonday: 'Måndagen efter påsk',

	first_day: 1,
	week_numbers_iso_8601: true,

	holidays: {
		'01-01':     "Nyårsdagen",
		'06-01':     "Trettondedag jul",
		'easter-2':  "Långfredagen",
		'easter':    "Påskdagen",
		'easter+1':  "Annandag påsk",
		'01-05':     "Första maj",
		'easter+39': "Kristi himmelsfärdsdag",
		'easter+49': "Pingstdagen",
		'06-06':     "Sveriges nationaldag",
		'25-12':     "Juldagen",
		'26-12':     "Annandag jul"
	}
};
