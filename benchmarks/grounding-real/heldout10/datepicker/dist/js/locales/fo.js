/**
 * Faroese translation for bootstrap-datepicker
 * Theodor Johannesen <https: //github.com/theodorjohannesen>
 */
(function () {
  Datepicker.locales.fo = {
    days: ["Sunnudagur", "Mánadagur", "Týsdagur", "Mikudagur", "Hósdagur", "Fríggjadagur", "Leygardagur"],
    daysShort: ["Sun", "Mán", "Týs", "Mik", "Hós", "Frí", "Ley"],
    daysMin: ["Su", "Má", "Tý", "Mi", "Hó", "Fr", "Le"],
    months: ["Januar", "Februar", "Marts", "Apríl", "Mei", "Juni", "Juli", "August", "Septembur", "Oktobur", "Novembur", "Desembur"],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Aug", "Sep", "Okt", "Nov", "Des"],
    today: "Í Dag",
    clear: "Reinsa"
  };
}());
