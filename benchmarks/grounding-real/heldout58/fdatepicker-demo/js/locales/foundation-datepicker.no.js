/**
 * Norwegian translation for foundation-datepicker
 */
;(function($){
	$.fn.fdatepicker.dates['no'] = {
        days: ["Søndag", "Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"],
        daysShort: ["Søn", "Man", "Tir", "Ons", "Tor", "Fre", "Lør", "Søn"],
        daysMin: ["Sø", "Ma", "Ti", "On", "To", "Fr", "Lø", "Sø"],
        months: ["Januar", "Februar", "Mars", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Desember"],
        monthsShort: ["Jan", "Feb", "Mar", "Apr", "Mai", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Des"],
        today: "I dag"
	};
}(jQuery));
