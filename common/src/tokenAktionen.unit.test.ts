import { findTokenAktion, isTokenAktion, TOKEN_AKTIONEN } from './tokenAktionen';

describe('TOKEN_AKTIONEN (spec § 2, /statetransition)', () => {
  it('lists the eleven token pages of the spec, each under its own path segment', () => {
    expect(TOKEN_AKTIONEN.map((a) => a.pfad)).toEqual([
      'behaeltertauschAnnehmen',
      'behaeltertauschAnnehmenAenderungWunschtermin',
      'behaelterabzugAnnehmen',
      'behaelterabzugAnnehmenAenderungWunschtermin',
      'bestellungAblehnen',
      'bestellungAnnehmen',
      'bestellungAnnehmenAenderungLiefertermin',
      'zusatzleerungAnnehmen',
      'zusatzleerungAnnehmenAenderungWunschtermin',
      'angebotabgeben',
      'anfrageAblehnen',
    ]);
  });

  it('gives the offer submission its own form (currency input), every other action the answer form', () => {
    expect(TOKEN_AKTIONEN.filter((a) => a.formular === 'angebot').map((a) => a.aktion)).toEqual(['angebotabgeben']);
  });

  it('finds an action by its path segment and knows no other', () => {
    expect(findTokenAktion('bestellungAnnehmen')?.titel).toBe('Bestellung annehmen');
    expect(findTokenAktion('transition-abgeschlossen')).toBeUndefined();
    expect(findTokenAktion(undefined)).toBeUndefined();
    expect(isTokenAktion('zusatzleerungAnnehmen')).toBe(true);
    expect(isTokenAktion('stornieren')).toBe(false);
  });
});
