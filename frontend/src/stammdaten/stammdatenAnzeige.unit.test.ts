import { stammdatenWert, type AnzeigeTexte } from './stammdatenAnzeige';
import { STAMMDATEN_FELDER, stammdatenPflichtfelder } from './stammdatenFelder';

const TEXTE: AnzeigeTexte = {
  unbegrenzt: 'unbegrenzt',
  ja: 'Ja',
  nein: 'Nein',
  gefaehrlichJa: 'gefährlich',
  gefaehrlichNein: 'nicht gefährlich',
};
const feld = (typ: keyof typeof STAMMDATEN_FELDER, source: string) => {
  const gefunden = STAMMDATEN_FELDER[typ].find((f) => f.source === source);
  if (!gefunden) throw new Error(source);
  return gefunden;
};
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('stammdatenWert', () => {
  it('shows the contract price per month as money', () => {
    expect(nbsp(stammdatenWert(feld('vertraege', 'preisProMonat'), 49, TEXTE))).toBe('49,00 €');
    expect(nbsp(stammdatenWert(feld('vertraege', 'preisProMonat'), '1234.5', TEXTE))).toBe('1.234,50 €');
  });

  it('shows an empty maximum as "unbegrenzt" and a set one as its number', () => {
    expect(stammdatenWert(feld('vertraege', 'maxAnfallstellen'), null, TEXTE)).toBe('unbegrenzt');
    expect(stammdatenWert(feld('vertraege', 'maxEntsorger'), undefined, TEXTE)).toBe('unbegrenzt');
    expect(stammdatenWert(feld('vertraege', 'maxEntsorger'), 0, TEXTE)).toBe('0');
    expect(stammdatenWert(feld('vertraege', 'maxAnfallstellen'), 12, TEXTE)).toBe('12');
  });

  it('writes numbers German, flags as words and m3 as m³', () => {
    expect(stammdatenWert(feld('abfallbehaelter', 'volumenM3'), 7.5, TEXTE)).toBe('7,5');
    expect(stammdatenWert(feld('abfallbehaelter', 'zyklisch'), true, TEXTE)).toBe('Ja');
    expect(stammdatenWert(feld('abfallschluessel', 'gefaehrlich'), false, TEXTE)).toBe('nicht gefährlich');
    expect(stammdatenWert(feld('abfallbehaelter', 'bezeichnung'), 'Absetzmulde 7 m3', TEXTE)).toBe('Absetzmulde 7 m³');
    expect(stammdatenWert(feld('fraktionen', 'dichte'), null, TEXTE)).toBe('');
  });
});

describe('stammdatenPflichtfelder', () => {
  it('names the required fields of a type in the form order', () => {
    expect(stammdatenPflichtfelder('vertraege')).toEqual({ name: 'stammdaten.feld.name', preisProMonat: 'stammdaten.feld.preisProMonat' });
  });
});
