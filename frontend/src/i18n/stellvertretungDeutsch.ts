/** Acting on behalf (issue 9). */
export const stellvertretungDeutsch = {
  banner: 'Sie handeln als %{wer} – angemeldet als %{echt}',
  zurueck: 'Zurück zu meinem Konto',
  alsBenutzerHandeln: 'Als Benutzer handeln…',
  alsBenutzerHandelnFuer: 'Als Benutzer von %{name} handeln',
  benutzerListe: 'Aktive Benutzer von %{name}',
  alsPersonHandeln: 'Als %{name} handeln',
  handeln: 'Handeln',
  inhaber: 'Inhaber',
  benutzerLaden: 'Benutzer werden geladen',
  benutzerFehler: 'Die Benutzer dieses Erzeugers konnten nicht geladen werden.',
  keineBenutzer: 'Dieser Erzeuger hat keine aktiven Benutzer.',
  spalte: 'Stellvertretung',
  unbekannt: 'unbekannt',
};
