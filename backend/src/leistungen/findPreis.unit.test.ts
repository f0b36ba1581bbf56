import type { PreisPosition } from '@abfallportal/common/auftragWire';
import { findPreis, summeNetto, type LeistungKandidat, type PreisKontext } from './findPreis';

const MULDE: PreisPosition[] = [
  { bezeichnung: 'Stellung und Abholung', preis: 95, einheit: 'Stück' },
  { bezeichnung: 'Miete je Tag', preis: 2.5, einheit: 'Tag' },
  { bezeichnung: 'Entsorgung je t', preis: 189, einheit: 't' },
];

const STELLE = 7;
const ANDERE_STELLE = 8;

const leistung = (id: number, gueltigVon: string, gueltigBis: string | null, anfallstelleId: number | null = null): LeistungKandidat => ({
  id,
  anfallstelleId,
  gueltigVon,
  gueltigBis,
  verguetung: false,
  preise: MULDE,
});

const kontext = (datum: string, mehr: Partial<PreisKontext> = {}): PreisKontext => ({
  datum,
  anfallstelleId: STELLE,
  anzahl: 1,
  volumenM3: 7,
  dichte: 0.3,
  mietTage: null,
  ...mehr,
});

type Fall = {
  name: string;
  kandidaten: LeistungKandidat[];
  datum: string;
  erwartet: { ergebnis: string; leistungId?: number; text?: string };
};

const FAELLE: Fall[] = [
  {
    name: 'no agreement at all',
    kandidaten: [],
    datum: '2026-03-01',
    erwartet: { ergebnis: 'KEINE_VEREINBARUNG', text: 'Keine Preisvereinbarung gefunden.' },
  },
  {
    name: 'one current',
    kandidaten: [leistung(1, '2025-01-01', '2027-12-31')],
    datum: '2026-03-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'open-ended current',
    kandidaten: [leistung(1, '2025-01-01', null)],
    datum: '2030-01-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'first valid day',
    kandidaten: [leistung(1, '2026-03-01', '2026-03-31')],
    datum: '2026-03-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'last valid day',
    kandidaten: [leistung(1, '2026-03-01', '2026-03-31')],
    datum: '2026-03-31',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'day before the start',
    kandidaten: [leistung(1, '2026-03-01', '2026-03-31')],
    datum: '2026-02-28',
    erwartet: { ergebnis: 'KEINE_VEREINBARUNG' },
  },
  {
    name: 'day after the end: the expired one with a warning',
    kandidaten: [leistung(1, '2025-01-01', '2026-06-30')],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1, text: 'Die Preisvereinbarung ist am 30.06.2026 abgelaufen.' },
  },
  {
    name: 'a current one beats an expired one',
    kandidaten: [leistung(1, '2025-01-01', '2025-12-31'), leistung(2, '2026-01-01', null)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 2 },
  },
  {
    name: 'several current',
    kandidaten: [leistung(1, '2025-01-01', null), leistung(2, '2026-01-01', '2026-12-31')],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'MEHRERE_AKTUELLE', text: 'Mehrere aktuelle Preisvereinbarungen gefunden.' },
  },
  {
    name: 'several past',
    kandidaten: [leistung(1, '2024-01-01', '2024-12-31'), leistung(2, '2025-01-01', '2025-12-31')],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'MEHRERE_VERGANGENE', text: 'Mehrere vergangene Preisvereinbarungen gefunden.' },
  },
  {
    name: 'site agreement beats the customer-wide one',
    kandidaten: [leistung(1, '2025-01-01', null), leistung(2, '2025-01-01', null, STELLE)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 2 },
  },
  {
    name: 'another site’s agreement does not count',
    kandidaten: [leistung(1, '2025-01-01', null), leistung(2, '2025-01-01', null, ANDERE_STELLE)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'expired site agreement beats expired customer-wide one',
    kandidaten: [leistung(1, '2024-01-01', '2025-12-31'), leistung(2, '2024-01-01', '2025-06-30', STELLE)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 2, text: 'Die Preisvereinbarung ist am 30.06.2025 abgelaufen.' },
  },
  {
    name: 'current customer-wide beats expired site agreement',
    kandidaten: [leistung(1, '2025-01-01', null), leistung(2, '2024-01-01', '2025-06-30', STELLE)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'GEFUNDEN', leistungId: 1 },
  },
  {
    name: 'an agreement starting later does not count as past',
    kandidaten: [leistung(1, '2027-01-01', null)],
    datum: '2026-07-01',
    erwartet: { ergebnis: 'KEINE_VEREINBARUNG' },
  },
];

describe('findPreis', () => {
  test.each(FAELLE)('$name', ({ kandidaten, datum, erwartet }) => {
    const auskunft = findPreis(kandidaten, kontext(datum));
    expect(auskunft.ergebnis).toBe(erwartet.ergebnis);
    if (auskunft.ergebnis === 'GEFUNDEN') {
      expect(auskunft.leistungId).toBe(erwartet.leistungId);
      expect(auskunft.warnung).toBe(erwartet.text ?? null);
    } else if (erwartet.text) {
      expect(auskunft.meldung).toBe(erwartet.text);
    }
  });
});

describe('summeNetto', () => {
  test('per piece × count, rent left out while the pickup date is unknown, weight from volume and density', () => {
    // 2 × 95 + 2 × 7 m³ × 0.3 t/m³ × 189 €/t = 190 + 793.80
    expect(summeNetto(MULDE, false, kontext('2026-07-01', { anzahl: 2 }))).toBe(983.8);
  });

  test('rent counts for the planned days', () => {
    // 95 + 10 × 2.50 + 7 × 0.3 × 189
    expect(summeNetto(MULDE, false, kontext('2026-07-01', { mietTage: 10 }))).toBe(516.9);
  });

  test('without a density the weight position is left out', () => {
    expect(summeNetto(MULDE, false, kontext('2026-07-01', { dichte: null }))).toBe(95);
  });

  test('remuneration turns weight and volume positions into credits', () => {
    const papier: PreisPosition[] = [
      { bezeichnung: 'Stellung und Abholung', preis: 85, einheit: 'Stück' },
      { bezeichnung: 'Vergütung je t', preis: 40, einheit: 't' },
      { bezeichnung: 'Vergütung je m³', preis: 1, einheit: 'm³' },
    ];
    // 85 − 10 m³ × 0.06 × 40 − 10 m³ × 1
    expect(summeNetto(papier, true, kontext('2026-07-01', { volumenM3: 10, dichte: 0.06 }))).toBe(51);
  });
});
