/**
 * Danish translation for bootstrap-datepicker
 * Christian Pedersen <https: //github.com/chripede>
 * Ivan Mylyanyk <https: //github.com/imylyanyk>
 */
(function () {
  Datepicker.locales.da = {
    days: ["Søndag", "Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag"],
    daysShort: ["Søn", "Man", "Tir", "Ons", "Tor", "Fre", "Lør"],
    daysMin: ["Sø", "Ma", "Ti", "On", "To", "Fr", "Lø"],
    months: ["Januar", "Februar", "Marts", "April", "Maj", "Juni", "Juli", "August", "September", "Oktober", "November", "December"],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "Maj", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Dec"],
    today: "I Dag",
    weekStart: 1,
    clear: "Nulstil",
    format: "dd/mm/yyyy",
    monthsTitle: "Måneder"
  };
}());
