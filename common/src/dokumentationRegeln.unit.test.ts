import {
  DOKUMENTATION_TEXTE,
  dokumentationspflicht,
  einheitNormieren,
  getrenntsammlungsquote,
  istGefaehrlich,
  mengeUmrechnen,
  volumenAusText,
} from './dokumentationRegeln';

describe('the 10 m³ threshold (GewAbfV § 8 Abs. 3, § 9 Abs. 6)', () => {
  it('a construction site up to 10 m³ has no duty; above it has', () => {
    expect(dokumentationspflicht('BAUSTELLE', 9.999)).toMatchObject({ pflicht: false, text: DOKUMENTATION_TEXTE.keinePflicht });
    // "nicht überschreitet": exactly 10 m³ is still exempt.
    expect(dokumentationspflicht('BAUSTELLE', 10.0)).toMatchObject({ pflicht: false });
    expect(dokumentationspflicht('BAUSTELLE', 10.001)).toMatchObject({ pflicht: true, text: DOKUMENTATION_TEXTE.baustellePflicht });
    expect(dokumentationspflicht('BAUSTELLE', 0.1 + 0.2 + 9.7)).toMatchObject({ pflicht: false });
  });
  it('the exemption does not apply to commercial sites, nor when a quantity has no volume', () => {
    expect(dokumentationspflicht('GEWERBEBETRIEB', 1)).toMatchObject({ pflicht: true, text: DOKUMENTATION_TEXTE.gewerbePflicht });
    expect(DOKUMENTATION_TEXTE.gewerbePflicht).toContain('nicht für Gewerbebetriebe');
    expect(dokumentationspflicht('BAUSTELLE', null)).toMatchObject({ pflicht: true });
  });
});

describe('hazardous waste', () => {
  it('is marked by the star of the AVV code or by the catalogue', () => {
    expect(istGefaehrlich('17 06 05*')).toBe(true);
    expect(istGefaehrlich('17 09 04')).toBe(false);
    expect(istGefaehrlich('170903', true)).toBe(true);
  });
});

describe('separate-collection rate (GewAbfV § 4)', () => {
  it('89.9 % keeps the pre-treatment duty, 90 % lets it lapse with the 31 March reminder', () => {
    const unter = getrenntsammlungsquote(2026, [
      { abfallschluessel: '20 01 01', tonnen: 89.9 },
      { abfallschluessel: '20 03 01', tonnen: 10.1 },
    ]);
    expect(unter).toMatchObject({ quote: 89.9, vorbehandlungEntfaellt: false, gesamtTonnen: 100 });
    const genau = getrenntsammlungsquote(2026, [
      { abfallschluessel: '20 01 01', tonnen: 90 },
      { abfallschluessel: '20 03 01', tonnen: 10 },
    ]);
    expect(genau).toMatchObject({ quote: 90, vorbehandlungEntfaellt: true });
    expect(genau.text).toContain('31. März 2027');
    expect(genau.text).toContain('Vorbehandlung');
  });
  it('89.99 % is not rounded up into the exemption', () => {
    const r = getrenntsammlungsquote(2026, [
      { abfallschluessel: '20 01 01', tonnen: 89.99 },
      { abfallschluessel: '20 03 01', tonnen: 10.01 },
    ]);
    expect(r).toMatchObject({ quote: 89.9, vorbehandlungEntfaellt: false });
  });
  it('counts only AVV chapter 20; masses missing are counted apart', () => {
    const r = getrenntsammlungsquote(2026, [
      { abfallschluessel: '17 09 04', tonnen: 50 },
      { abfallschluessel: '20 01 01', tonnen: 1 },
      { abfallschluessel: '20 01 02', tonnen: null },
    ]);
    expect(r).toMatchObject({ quote: 100, gesamtTonnen: 1, ohneMasse: 1 });
    expect(getrenntsammlungsquote(2026, [{ abfallschluessel: '17 09 04', tonnen: 5 }]).quote).toBeNull();
  });
});

describe('unit conversion to t and m³', () => {
  it('converts mass through the density, volume back, containers through their volume', () => {
    expect(mengeUmrechnen({ menge: 1.5, einheit: 't', dichte: 0.5, behaelterVolumen: null })).toEqual({ tonnen: 1.5, kubikmeter: 3 });
    expect(mengeUmrechnen({ menge: 500, einheit: 'KGM', dichte: null, behaelterVolumen: null })).toEqual({ tonnen: 0.5, kubikmeter: null });
    expect(mengeUmrechnen({ menge: 7, einheit: 'm3', dichte: 0.2, behaelterVolumen: null })).toEqual({ tonnen: 1.4, kubikmeter: 7 });
    expect(mengeUmrechnen({ menge: 2, einheit: 'Stück', dichte: 0.15, behaelterVolumen: 1.1 })).toEqual({ tonnen: 0.33, kubikmeter: 2.2 });
  });
  it('an unknown unit or no amount gives nothing', () => {
    expect(mengeUmrechnen({ menge: 2, einheit: 'Fass', dichte: 1, behaelterVolumen: 1 })).toEqual({ tonnen: null, kubikmeter: null });
    expect(mengeUmrechnen({ menge: null, einheit: 't', dichte: 1, behaelterVolumen: 1 })).toEqual({ tonnen: null, kubikmeter: null });
    expect(einheitNormieren('MTQ')).toBe('m³');
  });
  it('reads a container volume from its name', () => {
    expect(volumenAusText('Absetzmulde 7 m3')).toBe(7);
    expect(volumenAusText('MGB 240 l')).toBe(0.24);
    expect(volumenAusText('Presscontainer')).toBeNull();
  });
});
