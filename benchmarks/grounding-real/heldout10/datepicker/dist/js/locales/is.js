/**
 * Icelandic translation for bootstrap-datepicker
 * Hinrik Örn Sigurðsson <hinrik.sig@gmail.com>
 */
(function () {
  Datepicker.locales.is = {
    days: ["Sunnudagur", "Mánudagur", "Þriðjudagur", "Miðvikudagur", "Fimmtudagur", "Föstudagur", "Laugardagur"],
    daysShort: ["Sun", "Mán", "Þri", "Mið", "Fim", "Fös", "Lau"],
    daysMin: ["Su", "Má", "Þr", "Mi", "Fi", "Fö", "La"],
    months: ["Janúar", "Febrúar", "Mars", "Apríl", "Maí", "Júní", "Júlí", "Ágúst", "September", "Október", "Nóvember", "Desember"],
    monthsShort: ["Jan", "Feb", "Mar", "Apr", "Maí", "Jún", "Júl", "Ágú", "Sep", "Okt", "Nóv", "Des"],
    today: "Í Dag"
  };
}());
