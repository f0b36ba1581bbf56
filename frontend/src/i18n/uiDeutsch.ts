/** Texts of the shared building blocks in frontend/src/ui (chips, confirmations, the save hint, menus). */
export const uiDeutsch = {
  zustand: {
    aktiv: 'Aktiv',
    inaktiv: 'Inaktiv',
    freigegeben: 'Freigegeben',
    nichtFreigegeben: 'Nicht freigegeben',
    abgelaufen: 'Abgelaufen',
  },
  weitereAktionen: 'Weitere Aktionen',
  abbrechen: 'Abbrechen',
  pflichtfelderFehlen: 'Bitte füllen Sie die Pflichtfelder aus: %{felder}',
  eingabenPruefen: 'Bitte prüfen Sie die markierten Eingaben.',
  keineAenderungen: 'Es gibt noch keine Änderungen zum Speichern.',
  formularLeer: 'Bitte füllen Sie das Formular aus, um zu speichern.',
  datum: {
    nichtVor: 'Das Datum darf nicht vor dem %{datum} liegen.',
    nichtNach: 'Das Datum darf nicht nach dem %{datum} liegen.',
    zeitraumVerkehrt: 'Das Ende des Zeitraums liegt vor seinem Beginn.',
  },
};
