import type { EntsorgerPreisInfo } from '@abfallportal/common/auftragWire';
import { i18nProvider } from '../i18n/i18nProvider';
import { LEERE_WERTE, type WizardWerte } from './wizardSchritte';
import {
  vorausgewaehlterEntsorger,
  wizardMietTage,
  wizardZusammenfassung,
  type ZusammenfassungOptionen,
  type ZusammenfassungZeile,
} from './wizardZusammenfassung';

const t = (schluessel: string, argumente?: Record<string, unknown>) => i18nProvider.translate(schluessel, argumente);

type Entsorger = EntsorgerPreisInfo['entsorger'][number];
const nord: Entsorger = {
  id: 9,
  name: 'Entsorgung Nord GmbH',
  kundennummer: 'K-1',
  preis: {
    ergebnis: 'GEFUNDEN',
    leistungId: 4,
    preise: [
      { bezeichnung: 'Stellung', preis: 95, einheit: 'Stück' },
      { bezeichnung: 'Miete je Tag', preis: 2, einheit: 'Tag' },
      { bezeichnung: 'Entsorgung', preis: 189, einheit: 't' },
    ],
    summeNetto: 1234.5,
    warnung: null,
  },
};
const west: Entsorger = {
  id: 11,
  name: 'Container-Dienst West GmbH',
  kundennummer: 'K-2',
  preis: { ergebnis: 'KEINE_VEREINBARUNG', meldung: 'Keine Preisvereinbarung gefunden.' },
};

const optionen: ZusammenfassungOptionen = {
  anfallstellen: [
    { id: 3, name: 'Baustelle Hafencity', nummer: null, art: 'BAUSTELLE', strasse: 'Am Kai 4', plz: '20457', ort: 'Hamburg' },
  ],
  fraktionen: [
    {
      id: 2,
      bezeichnung: 'Asbest',
      dichte: 1,
      gemischt: false,
      abfallschluessel: [{ schluessel: '170605', anzeige: '17 06 05*', bezeichnung: 'asbesthaltige Baustoffe', gefaehrlich: true }],
    },
  ],
  behaelter: [{ id: 5, bezeichnung: 'Absetzcontainer 7 m3', typ: 'ABSETZ', volumenM3: 7 }],
  entsorger: [nord, west],
  freigeber: [{ id: 1, name: 'Max Mustermann', bestellwertGrenze: null }],
  grenze: undefined,
};

const werte: WizardWerte = {
  ...LEERE_WERTE,
  anfallstelleId: 3,
  wunschLiefertermin: '2026-12-01',
  wunschAbholtermin: '2026-12-15',
  fraktionId: 2,
  abfallschluessel: '170605',
  behaelterId: 5,
  anzahl: '2',
  entsorgerId: 9,
  kommentar: 'Zufahrt über Tor 2.',
};

const zeilen = (w: WizardWerte, o = optionen, freigabeNoetig = false): Record<string, string>[] =>
  wizardZusammenfassung(w, o, { freigabeNoetig }, t).abschnitte.map((a) => Object.fromEntries(a.zeilen as ZusammenfassungZeile[]));

describe('wizardZusammenfassung', () => {
  it('given a complete order, then each step lists what was chosen, in German, with m³, "gefährlich" and the rent', () => {
    const z = wizardZusammenfassung(werte, optionen, { freigabeNoetig: false }, t);
    expect(z.abschnitte.map((a) => [a.schritt, a.titel])).toEqual([
      [0, 'Zeit und Ort'],
      [1, 'Wertstoff und Menge'],
      [2, 'Details'],
    ]);
    expect(zeilen(werte)).toEqual([
      {
        Anfallstelle: 'Baustelle Hafencity – Am Kai 4, 20457 Hamburg',
        Wunschliefertermin: '01.12.2026',
        Wunschabholtermin: '15.12.2026',
        Mietdauer: '14 Tage',
      },
      {
        Fraktion: 'Asbest',
        'Abfallschlüssel (AVV)': '17 06 05* – asbesthaltige Baustoffe (gefährlich)',
        'Behälter × Anzahl': 'Absetzcontainer 7 m³ × 2',
      },
      {
        'Art der Anfrage': 'Direkt bestellen',
        Entsorger: 'Entsorgung Nord GmbH',
        Stellung: '95,00\u00a0€ je Stück',
        'Miete je Tag': '2,00\u00a0€ je Tag',
        Entsorgung: '189,00\u00a0€ je t',
        'Geschätzte Summe für 2 Behälter (netto)': '1.234,50\u00a0€ (inkl. Miete für 14 Tage)',
        Kommentar: 'Zufahrt über Tor 2.',
      },
    ]);
    expect(z.freigabeHinweis).toBeNull();
  });

  it('given no pickup date, then the pickup is "offen" and the total says that rent is not in it', () => {
    const [zeit, , details] = zeilen({ ...werte, wunschAbholtermin: null });
    expect(zeit).toMatchObject({ Wunschabholtermin: 'offen' });
    expect(zeit).not.toHaveProperty('Mietdauer');
    expect(details?.['Geschätzte Summe für 2 Behälter (netto)']).toBe(
      '1.234,50\u00a0€ (ohne Miete, da noch kein Abholtermin angegeben ist)',
    );
  });

  it('writes one rent day in the singular and a same-day pickup as "0 Tage"', () => {
    expect(zeilen({ ...werte, wunschAbholtermin: '2026-12-02' })[0]?.['Mietdauer']).toBe('1 Tag');
    expect(zeilen({ ...werte, wunschAbholtermin: '2026-12-01' })[0]?.['Mietdauer']).toBe('0 Tage');
  });

  it('given a disposer without price, then its message and the confirmation are shown instead of a total', () => {
    const [, , details] = zeilen({ ...werte, entsorgerId: 11, ohnePreisBestaetigt: true });
    expect(details).toMatchObject({
      Entsorger: 'Container-Dienst West GmbH',
      Preise: 'Keine Preisvereinbarung gefunden. Bestellung ohne ermittelten Preis bestätigt.',
    });
  });

  it('given an offer request, then the asked disposers are listed and no price', () => {
    const [, , details] = zeilen({ ...werte, entsorgerId: null, angeboteEinholen: true, angebotEntsorgerIds: [9, 11] });
    expect(details).toEqual({
      'Art der Anfrage': 'Angebote einholen',
      'Entsorger, die ein Angebot abgeben sollen': 'Entsorgung Nord GmbH, Container-Dienst West GmbH',
      Kommentar: 'Zufahrt über Tor 2.',
    });
  });

  it('given an order above the limit, then the approver is named and the note gives the limit', () => {
    const ueber = { ...optionen, grenze: { ueberschritten: true, grenze: 1000 } };
    const z = wizardZusammenfassung({ ...werte, freigeberId: 1 }, ueber, { freigabeNoetig: true }, t);
    expect(Object.fromEntries(z.abschnitte[2]?.zeilen ?? [])).toMatchObject({ 'Freigabe durch': 'Max Mustermann' });
    expect(z.freigabeHinweis).toBe(
      'Dieser Auftrag überschreitet Ihre Bestellwertgrenze von 1.000,00\u00a0€ und wird Max Mustermann zur Freigabe vorgelegt.',
    );
  });

  it('given a mixed fraction, then the reason is part of the review', () => {
    const gemischt = { ...optionen, fraktionen: optionen.fraktionen.map((f) => ({ ...f, gemischt: true })) };
    const z = zeilen({ ...werte, begruendungGemischt: 'Kein Platz.' }, gemischt);
    expect(z[1]).toMatchObject({ 'Begründung für gemischte Abfälle': 'Kein Platz.' });
  });
});

describe('wizardMietTage', () => {
  it('counts calendar days from delivery to pickup, none while the pickup is open', () => {
    expect(wizardMietTage({ wunschLiefertermin: '2026-03-28', wunschAbholtermin: '2026-04-04' })).toBe(7);
    expect(wizardMietTage({ wunschLiefertermin: '2026-03-28', wunschAbholtermin: null })).toBeNull();
  });
});

describe('vorausgewaehlterEntsorger', () => {
  it('preselects the only disposer offered', () => {
    expect(vorausgewaehlterEntsorger([west])).toBe(11);
  });
  it('preselects the only disposer with a price among several', () => {
    expect(vorausgewaehlterEntsorger([nord, west])).toBe(9);
  });
  it('leaves the choice open when several have a price, or none, or the list is not loaded', () => {
    expect(vorausgewaehlterEntsorger([nord, { ...nord, id: 12 }])).toBeNull();
    expect(vorausgewaehlterEntsorger([west, { ...west, id: 13 }])).toBeNull();
    expect(vorausgewaehlterEntsorger(undefined)).toBeNull();
  });
});
