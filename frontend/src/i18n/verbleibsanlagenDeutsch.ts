/** Texts of the disposal plants (/support/verbleibsanlagen). */
export const verbleibsanlagenDeutsch = {
  tab: 'Verbleibsanlagen',
  titel: 'Verbleibsanlagen',
  name: 'Name',
  entsorger: 'Entsorger',
  adresse: 'Adresse',
  zertifikat: 'Zertifikat',
  gueltigBis: 'gültig bis %{datum}',
  abgelaufen: 'Zertifikat abgelaufen',
  keinZertifikat: 'Kein Zertifikat',
  pdf: 'PDF',
  freigabe: 'Freigabe',
  freigegeben: 'Freigegeben',
  nichtFreigegeben: 'Nicht freigegeben',
  freigeben: 'Freigeben',
  freigebenFuer: '%{name} freigeben',
  aktion: 'Aktion',
  zusammenfuehren: 'Zusammenführen',
  zusammenfuehrenTitel: '„%{name}“ zusammenführen',
  zusammenfuehrenText:
    'Wählen Sie die Verbleibsanlage, die bestehen bleibt. Alle Verweise auf diese Anlage gehen auf sie über; fehlende Angaben und das Zertifikat werden übernommen. Die Zusammenführung wird protokolliert.',
  behalten: 'Bestehen bleibt',
};
