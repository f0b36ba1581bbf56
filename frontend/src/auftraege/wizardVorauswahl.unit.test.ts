import { aendere, LEERE_WERTE } from './wizardSchritte';
import { vorauswahlAusQuery, vorauswahlKorrektur } from './wizardVorauswahl';

const q = (s: string) => new URLSearchParams(s);

describe('vorauswahlAusQuery', () => {
  it('reads site, fraction and container of a QR label', () => {
    expect(vorauswahlAusQuery(q('anfallstelleId=4&fraktionId=7&behaelterId=2'))).toEqual({
      anfallstelleId: 4,
      fraktionId: 7,
      behaelterId: 2,
    });
    expect(vorauswahlAusQuery(q('anfallstelleId=4&behaelterId=2'))).toEqual({ anfallstelleId: 4, behaelterId: 2 });
  });

  it('ignores what is not a positive whole number, and everything without a site', () => {
    expect(vorauswahlAusQuery(q(''))).toEqual({});
    expect(vorauswahlAusQuery(q('behaelterId=2'))).toEqual({});
    expect(vorauswahlAusQuery(q('anfallstelleId=abc&behaelterId=2'))).toEqual({});
    expect(vorauswahlAusQuery(q('anfallstelleId=0'))).toEqual({});
    expect(vorauswahlAusQuery(q('anfallstelleId=99999999999'))).toEqual({});
    expect(vorauswahlAusQuery(q('anfallstelleId=3&fraktionId=-1&behaelterId=1.5'))).toEqual({ anfallstelleId: 3 });
  });

  it('survives the wizard applying it: the container is not cleared by its own fraction', () => {
    const werte = aendere(LEERE_WERTE, vorauswahlAusQuery(q('anfallstelleId=4&fraktionId=7&behaelterId=2')));
    expect(werte).toMatchObject({ anfallstelleId: 4, fraktionId: 7, behaelterId: 2 });
  });
});

describe('vorauswahlKorrektur', () => {
  const wertstoff = {
    fraktionen: [
      {
        id: 7,
        bezeichnung: 'Bauschutt',
        dichte: 1.5,
        gemischt: false,
        abfallschluessel: [{ schluessel: '170107', anzeige: '17 01 07', bezeichnung: 'Gemische', gefaehrlich: false }],
      },
      { id: 8, bezeichnung: 'Holz', dichte: 0.5, gemischt: false, abfallschluessel: [] },
    ],
  };
  const werte = aendere(LEERE_WERTE, { anfallstelleId: 4, fraktionId: 7, behaelterId: 2 });

  it('drops the preselection for a site the user cannot order for', () => {
    expect(vorauswahlKorrektur(werte, [{ id: 5 }], undefined, undefined)).toEqual({
      anfallstelleId: null,
      fraktionId: null,
      behaelterId: null,
      abfallschluessel: '',
    });
  });

  it('fills the only waste key of the preselected fraction, then has nothing more to correct', () => {
    expect(vorauswahlKorrektur(werte, [{ id: 4 }], wertstoff, [{ id: 2 }])).toEqual({ abfallschluessel: '170107' });
    expect(vorauswahlKorrektur({ ...werte, abfallschluessel: '170107' }, [{ id: 4 }], wertstoff, [{ id: 2 }])).toBeNull();
  });

  it('clears a fraction or container the options do not offer', () => {
    expect(vorauswahlKorrektur({ ...werte, fraktionId: 9 }, [{ id: 4 }], wertstoff, undefined)).toEqual({
      fraktionId: null,
      behaelterId: null,
      abfallschluessel: '',
    });
    expect(vorauswahlKorrektur({ ...werte, abfallschluessel: '170107' }, [{ id: 4 }], wertstoff, [{ id: 3 }])).toEqual({
      behaelterId: null,
    });
  });

  it('leaves an untouched wizard alone', () => {
    expect(vorauswahlKorrektur(LEERE_WERTE, [{ id: 4 }], wertstoff, [])).toBeNull();
  });
});
