import { sitzungsListenFuer, sitzungsStammdaten } from './sitzungsStammdaten';

const mulde = { id: 1, bezeichnung: 'Absetzmulde 7 m3' };
const avv = { id: '170904', abfallschluessel: '17 09 04' };

describe('reference lists of a session', () => {
  it('loads producers, cost centres and fractions only for admin and support', () => {
    expect(sitzungsListenFuer('INHABER')).toEqual([
      'abfallbehaelter',
      'abfallschluessel',
      'behaelterkategorien',
      'einheiten',
      'entsorgungsverfahren',
      'leerungszyklen',
    ]);
    expect(sitzungsListenFuer('SUPPORT')).toEqual(expect.arrayContaining(['erzeuger', 'kostenstellen', 'fraktionen']));
    expect(sitzungsListenFuer('ADMIN')).toHaveLength(9);
  });

  it('leaves a list that failed to load empty and keeps the others', () => {
    const daten = sitzungsStammdaten(
      ['abfallbehaelter', 'abfallschluessel', 'einheiten'],
      [{ data: [mulde], isError: false }, { isError: true }, { data: undefined, isError: false }],
      { isError: true },
    );
    expect(daten.abfallbehaelter).toEqual([mulde]);
    expect(daten.abfallschluessel).toEqual([]);
    expect(daten.einheiten).toEqual([]);
    expect(daten.fraktionen).toEqual([]);
    expect(daten.vertragInfo).toBeNull();
  });

  it('keeps a list loaded before when a later refresh fails', () => {
    const daten = sitzungsStammdaten(['abfallschluessel'], [{ data: [avv], isError: true }], {
      data: { vertrag: null, anzahlAnfallstellen: 2, anzahlEntsorger: 1 },
      isError: false,
    });
    expect(daten.abfallschluessel).toEqual([avv]);
    expect(daten.vertragInfo).toEqual({ vertrag: null, anzahlAnfallstellen: 2, anzahlEntsorger: 1 });
  });
});
