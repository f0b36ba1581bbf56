/** Texts of the archive. */
export const archivDeutsch = {
  titel: 'Archiv',
  auftraege: 'Abgeschlossene und stornierte Aufträge',
  dokumentation: 'Frühere Dokumentationszeiträume',
  suche: 'Suchen',
  keineAuftraege: 'Im Archiv liegen noch keine abgeschlossenen oder stornierten Aufträge.',
  jahrSuche: 'Jahr suchen',
  zeitraeume: 'Frühere Dokumentationszeiträume',
  keineZeitraeume: 'Es gibt keine früheren Dokumentationszeiträume.',
  zeitraumOeffnen: 'Anfallstellen, Belege und Mengen %{jahr} ansehen',
  erneut: 'Erneut versuchen',
};
