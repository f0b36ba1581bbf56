/** Exports of the documentation (issue 20): PDF per site or all sites, Excel per producer or holding. */
export const exporteDeutsch = {
  knopf: {
    PDF_STANDORT: 'PDF exportieren',
    PDF_ALLE_STANDORTE: 'PDF aller Anfallstellen',
    XLSX_MANDANT: 'Excel exportieren',
    XLSX_HOLDING: 'Excel der Holding',
    PDF_GEWABFV: 'GewAbfV-Paket (PDF)',
  },
  titel: {
    PDF_STANDORT: 'Dokumentation der Anfallstelle als PDF',
    PDF_ALLE_STANDORTE: 'Dokumentation aller Anfallstellen als PDF',
    XLSX_MANDANT: 'Dokumentation des Erzeugers als Excel',
    XLSX_HOLDING: 'Dokumentation der Holding als Excel',
    PDF_GEWABFV: 'GewAbfV-Paket der Anfallstelle',
  },
  zeitraum: 'Zeitraum %{beginn} – %{ende}',
  anhaenge: 'Belege als PDF anhängen',
  erstellen: 'Export erstellen',
  neuErstellen: 'Neu erstellen',
  herunterladen: 'Herunterladen',
  wartet:
    'Der Export wird im Hintergrund erstellt. Sie erhalten eine E-Mail mit dem Download-Link, sobald er fertig ist; Sie können diese Seite verlassen.',
  fertig: 'Der Export ist fertig (%{name}).',
  wiederverwendet: 'Für diesen Zeitraum gibt es schon einen fertigen Export. Sie können ihn herunterladen oder neu erstellen.',
  fehler: 'Der Export konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  gewabfvHinweis:
    'Ein PDF mit allem, was eine Prüfung nach der Gewerbeabfallverordnung verlangt: Anfallstelle, Mengen, Entsorgungswege, Belege, Getrenntsammlungsquote, Begründungen und Ausnahmen – die Belege selbst als Anlagen.',
};
