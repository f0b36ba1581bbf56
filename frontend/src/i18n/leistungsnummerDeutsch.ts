/** Texts of the service numbers (spec § 2, /erzeuger/:erzeugerId/leistungsnummer). */
export const leistungsnummerDeutsch = {
  titel: 'Leistungsnummern',
  neu: 'Leistungsnummer anlegen',
  bearbeiten: 'Leistungsnummer bearbeiten',
  keineTreffer: 'Keine Leistungsnummern gefunden.',
  keinAusnahmebehaelter: 'Kein Ausnahmebehälter',
  feld: {
    nummer: 'Leistungsnummer',
    beschreibung: 'Beschreibung',
    abfallschluessel: 'Abfallschlüssel',
    auftragsart: 'Auftragsart',
    behaelterkategorie: 'Behälterkategorie',
    behaeltertyp: 'Behälter',
    ausnahmeBehaeltertyp: 'Ausnahmebehälter',
    bundesland: 'Bundesland',
  },
};
