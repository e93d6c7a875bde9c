/**
 * Slovak translation for foundation-datepicker
 * Peter Beňo <najlepsiwebdesigner@gmail.com>
 */
;(function($){
	$.fn.fdatepicker.dates["sk"] = {
		days: ["Nedeľa", "Pondelok", "Utorok", "Streda", "Štvrtok", "Piatok", "Sobota", "Nedeľa"],
		daysShort: ["Ne", "Po", "Ut", "St", "Št", "Pi", "So", "Ne"],
		daysMin: ["Ne", "Po", "Ut", "St", "Št", "Pi", "So", "Ne"],
		months: ["Január", "Február", "Marec", "Apríl", "Máj", "Jún", "Júl", "August", "September", "Október", "November", "December"],
		monthsShort: ["Jan", "Feb", "Mar", "Apr", "Máj", "Jún", "Júl", "Aug", "Sep", "Okt", "Nov", "Dec"],
		today: "Dnes"
	};
}(jQuery));
