/** Texts of the admin and support accounts (/admin/benutzerverwaltung). */
export const adminBenutzerDeutsch = {
  titel: 'Benutzerverwaltung (Administration und Support)',
  neu: 'Neues Konto',
  bearbeiten: 'Konto bearbeiten',
  angelegt: 'Das Konto wurde angelegt; die Zugangsdaten wurden an %{email} gesendet.',
  eigenesKonto: 'Ihr eigenes Konto können Sie nicht deaktivieren.',
  loeschenTitel: 'Konto löschen',
  loeschenFrage: 'Möchten Sie dieses Konto wirklich löschen? Das kann nicht rückgängig gemacht werden.',
  hilfe: {
    berechtigungen: 'Die Rolle setzt ihre Vorlage; einzelne Berechtigungen können Sie danach ändern.',
    standardErzeuger: 'Nach der Anmeldung sieht das Konto das Portal aus der Sicht dieses Erzeugers. Leer: die eigene Sicht.',
  },
  standardErzeuger: 'Standard-Mandant',
  berechtigung: {
    VIEW_DASHBOARD: 'Übersicht ansehen',
    VIEW_OWN_PROFILE: 'Eigenes Profil bearbeiten',
    VIEW_ALL_AUFTRAG: 'Alle Aufträge ansehen und bearbeiten',
    VIEW_ALL_ERZEUGER: 'Alle Erzeuger ansehen',
    VIEW_ALL_ENTSORGER: 'Alle Entsorger ansehen',
    VIEW_ALL_ABLAGEORT: 'Alle Verbleibsanlagen ansehen',
    CREATE_MANDANT: 'Erzeuger und Entsorger anlegen und freigeben',
    VIEW_STAMMDATEN: 'Stammdaten ansehen',
    EDIT_STAMMDATEN: 'Stammdaten bearbeiten',
    VIEW_ALL_USERS: 'Administrations- und Support-Konten verwalten',
    EDIT_RECHNUNGEN: 'Belege bearbeiten',
  },
};
