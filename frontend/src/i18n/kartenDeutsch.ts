/** Texts of the phone cards (issue 19) that the tables say in their column headers. */
export const kartenDeutsch = {
  aktionen: 'Aktionen',
  anzahlKunden: '%{smart_count} Kunde |||| %{smart_count} Kunden',
  zugangsdatenGesendet: 'Zugangsdaten gesendet: %{datum}',
  bestellwertGrenze: 'Bestellwertgrenze: %{betrag}',
};
