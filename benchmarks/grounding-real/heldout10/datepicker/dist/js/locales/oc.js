/**
 * Occitan translation for bootstrap-datepicker
 */
(function () {
  Datepicker.locales.oc = {
    days: ["Dimenge", "Diluns", "Dimars", "Dimècres", "Dijòus", "Divendres", "Dissabte"],
    daysShort: ["Dim",  "Dil", "Dmr", "Dmc", "Dij", "Div", "Dis"],
    daysMin: ["dg", "dl", "dr", "dc", "dj", "dv", "ds"],
    months: ["Genièr", "Febrièr", "Març", "Abrial", "Mai", "Junh", "Julhet", "Agost", "Setembre", "Octobre", "Novembre", "Decembre"],
    monthsShort: ["Gen", "Feb", "Mar", "Abr", "Mai", "Jun", "Jul", "Ago", "Set", "Oct", "Nov", "Dec"],
    today: "Uèi",
    monthsTitle: "Meses",
    clear: "Escafar",
    weekStart: 1,
    format: "dd/mm/yyyy"
  };
}());
