/** Confirmations of destructive actions (issue 19): they name the record and say what happens. */
export const bestaetigungDeutsch = {
  anfallstelleLoeschen: 'Anfallstelle »%{name}« löschen?',
  anfallstelleLoeschenFolge: 'Sie wird aus allen Listen entfernt.',
  anfallstelleDeaktivieren: 'Anfallstelle »%{name}« deaktivieren?',
  anfallstelleDeaktivierenFolge: 'Sie kann für neue Aufträge nicht mehr gewählt werden, bis Sie sie wieder aktivieren.',
  entsorgerEntfernen: 'Entsorger »%{name}« entfernen?',
  entsorgerEntfernenFolge: 'Er wird aus Ihrer Entsorgerliste entfernt; Sie können ihm dann keine Aufträge mehr senden.',
  entsorgerEntfernenFuer: 'Entsorger %{name} entfernen',
  entsorgerDeaktivieren: 'Entsorger »%{name}« deaktivieren?',
  entsorgerDeaktivierenFolge: 'Sie können ihm keine neuen Aufträge senden, bis Sie ihn wieder aktivieren.',
  benutzerLoeschen: 'Benutzer »%{name}« löschen?',
  benutzerLoeschenFolge: '%{name} kann sich danach nicht mehr anmelden. Das lässt sich nicht rückgängig machen.',
  benutzerDeaktivieren: 'Benutzer »%{name}« deaktivieren?',
  benutzerDeaktivierenFolge: '%{name} wird sofort abgemeldet und kann sich erst wieder anmelden, wenn Sie das Konto aktivieren.',
  kontoLoeschen: 'Konto »%{name}« löschen?',
  kontoLoeschenFolge: '%{name} kann sich danach nicht mehr anmelden. Das lässt sich nicht rückgängig machen.',
};
