import { UEBER_GRENZE_OHNE_FREIGEBER } from '@abfallportal/common/angebot';
import {
  aendere,
  alsBody,
  LEERE_WERTE,
  MELDUNG_BEGRUENDUNG,
  MELDUNG_OHNE_PREIS,
  schrittFehler,
  schrittVonFeld,
  type WizardKontext,
  type WizardWerte,
} from './wizardSchritte';

const kontext: WizardKontext = { fruehesterLiefertermin: '2026-11-24', gemischt: false, preisGefunden: true };
const ausgefuellt: WizardWerte = {
  ...LEERE_WERTE,
  anfallstelleId: 3,
  wunschLiefertermin: '2026-11-25',
  fraktionId: 2,
  abfallschluessel: '170904',
  behaelterId: 5,
  anzahl: '2',
  entsorgerId: 9,
};

describe('schrittFehler', () => {
  it('given a filled wizard, then no step has errors', () => {
    expect([0, 1, 2].map((s) => schrittFehler(s, ausgefuellt, 1, kontext))).toEqual([{}, {}, {}]);
  });

  it('given an empty first step, then site and date are asked for in German, later steps stay quiet', () => {
    expect(schrittFehler(0, LEERE_WERTE, 1, kontext)).toEqual({
      anfallstelleId: 'Bitte eine Anfallstelle wählen.',
      wunschLiefertermin: 'Bitte ein gültiges Datum angeben.',
    });
  });

  it('rejects a wish date before the earliest delivery date', () => {
    expect(schrittFehler(0, { ...ausgefuellt, wunschLiefertermin: '2026-11-23' }, 1, kontext)).toEqual({
      wunschLiefertermin: 'Der Wunschliefertermin darf nicht vor dem 24.11.2026 liegen.',
    });
  });

  it('rejects a removal date before the delivery date (shared schema)', () => {
    expect(schrittFehler(0, { ...ausgefuellt, wunschAbholtermin: '2026-11-24' }, 1, kontext)).toEqual({
      wunschAbholtermin: 'Der Abholtermin darf nicht vor dem Liefertermin liegen.',
    });
  });

  it('keeps the count between 1 and 99', () => {
    expect(schrittFehler(1, { ...ausgefuellt, anzahl: '0' }, 1, kontext).anzahl).toBe('Mindestens ein Behälter.');
    expect(schrittFehler(1, { ...ausgefuellt, anzahl: '100' }, 1, kontext).anzahl).toBe('Höchstens 99 Behälter.');
    expect(schrittFehler(1, { ...ausgefuellt, anzahl: 'zwei' }, 1, kontext).anzahl).toBe('Mindestens ein Behälter.');
  });

  it('requires a justification for mixed waste only', () => {
    expect(schrittFehler(1, ausgefuellt, 1, { ...kontext, gemischt: true })).toEqual({ begruendungGemischt: MELDUNG_BEGRUENDUNG });
    expect(schrittFehler(1, { ...ausgefuellt, begruendungGemischt: 'Kein Platz' }, 1, { ...kontext, gemischt: true })).toEqual({});
  });

  it('requires the confirmation when no price was found', () => {
    const ohnePreis = { ...kontext, preisGefunden: false };
    expect(schrittFehler(2, ausgefuellt, 1, ohnePreis)).toEqual({ ohnePreisBestaetigt: MELDUNG_OHNE_PREIS });
    expect(schrittFehler(2, { ...ausgefuellt, ohnePreisBestaetigt: true }, 1, ohnePreis)).toEqual({});
  });
});

describe('aendere', () => {
  it('clears the choices that depend on a changed fraction', () => {
    const neu = aendere({ ...ausgefuellt, ohnePreisBestaetigt: true }, { fraktionId: 4 });
    expect(neu).toMatchObject({ fraktionId: 4, abfallschluessel: '', behaelterId: null, entsorgerId: null, ohnePreisBestaetigt: false });
    expect(neu.anfallstelleId).toBe(3);
  });

  it('keeps a waste key chosen together with the fraction', () => {
    expect(aendere(ausgefuellt, { fraktionId: 4, abfallschluessel: '200301' }).abfallschluessel).toBe('200301');
  });

  it('keeps everything when a value is set again unchanged', () => {
    expect(aendere(ausgefuellt, { fraktionId: 2 })).toEqual(ausgefuellt);
  });
});

describe('schrittVonFeld', () => {
  it('finds the step of a field the server names', () => {
    expect(schrittVonFeld('anzahl')).toBe(1);
    expect(schrittVonFeld('erzeugerId')).toBe(2);
  });
});

describe('offers and approval (issue 18)', () => {
  it('asks for an approver when the order exceeds the limit, and sends it', () => {
    const ueber = { ...kontext, freigabeNoetig: true };
    expect(schrittFehler(2, ausgefuellt, 1, ueber)).toEqual({ freigeberId: UEBER_GRENZE_OHNE_FREIGEBER });
    expect(schrittFehler(2, { ...ausgefuellt, freigeberId: 4 }, 1, ueber)).toEqual({});
    expect(alsBody({ ...ausgefuellt, freigeberId: 4 }, 1, ueber)).toMatchObject({ entsorgerId: 9, freigeberId: 4 });
    // Within the limit no approver travels, even if one was chosen before.
    expect(alsBody({ ...ausgefuellt, freigeberId: 4 }, 1, kontext)).not.toHaveProperty('freigeberId');
  });

  it('asks disposers for offers instead of ordering: at least one, no price confirmation, no approver', () => {
    const anfrage = { ...ausgefuellt, entsorgerId: null, angeboteEinholen: true };
    expect(schrittFehler(2, anfrage, 1, { ...kontext, preisGefunden: false, freigabeNoetig: true })).toEqual({
      angebotEntsorgerIds: 'Bitte mindestens einen Entsorger wählen.',
    });
    const body = alsBody({ ...anfrage, angebotEntsorgerIds: [9, 10] }, 1, kontext);
    expect(body).toMatchObject({ angebotEntsorgerIds: [9, 10], ohnePreisBestaetigt: false });
    expect(body).not.toHaveProperty('entsorgerId');
  });

  it('switching to offers clears the chosen disposer and approver', () => {
    expect(aendere({ ...ausgefuellt, freigeberId: 4 }, { angeboteEinholen: true })).toMatchObject({ entsorgerId: null, freigeberId: null });
  });
});
