/** Acting on behalf (issue 9). */
export const stellvertretungDeutsch = {
  banner: 'Sie handeln als %{wer} – angemeldet als %{echt}',
  zurueck: 'Zurück zu meinem Konto',
  alsInhaberHandeln: 'Als Inhaber handeln',
  alsInhaberHandelnFuer: 'Als Inhaber von %{name} handeln',
  keinInhaber: 'Dieser Erzeuger hat keinen aktiven Inhaber.',
  spalte: 'Stellvertretung',
  unbekannt: 'unbekannt',
};
