import { DOKUMENTATION_TEXTE, NACHWV_HINWEIS } from '@abfallportal/common/dokumentationRegeln';
import type { DokumentationsZeile } from '../dokumentation';
import { mengeImZeitraum, mengenSumme, quotenImZeitraum, standortMengen } from './exportMengen';

const zeile = (extra: Partial<DokumentationsZeile> = {}): DokumentationsZeile => ({
  quelle: 'ERFASST',
  abfallmengeId: 'm1',
  belegId: null,
  belegNummer: null,
  abfallschluessel: '17 01 01',
  avvBezeichnung: 'Beton',
  gefaehrlich: false,
  menge: '2,5',
  einheit: 't',
  tonnen: 2.5,
  kubikmeter: 1.2,
  entsorgungsverfahren: 'R5',
  verbleibsanlageName: 'Recyclingzentrum Nord',
  zertifikatName: null,
  zertifikatGueltigBis: '2027-06-30',
  hinweis: null,
  anfallstelleId: 7,
  jahr: 2026,
  gueltigBis: '2027-06-30',
  leistungVon: null,
  leistungBis: null,
  ...extra,
});

describe('the quantities of an export period', () => {
  const belege = new Set(['b1']);

  it('counts a hand-entered quantity when its service period (else its whole year) touches the period', () => {
    expect(mengeImZeitraum(zeile(), '2026-11-01', '2026-11-30', belege)).toBe(true);
    expect(mengeImZeitraum(zeile(), '2027-01-01', '2027-12-31', belege)).toBe(false);
    const maerz = zeile({ leistungVon: '2026-03-01', leistungBis: '2026-03-31' });
    expect(mengeImZeitraum(maerz, '2026-03-31', '2026-04-30', belege)).toBe(true);
    expect(mengeImZeitraum(maerz, '2026-04-01', '2026-04-30', belege)).toBe(false);
    expect(mengeImZeitraum(maerz, '2026-01-01', '2026-02-28', belege)).toBe(false);
    // Only a start: the rest of the service year.
    expect(mengeImZeitraum(zeile({ leistungVon: '2026-06-01' }), '2026-12-01', '2026-12-31', belege)).toBe(true);
  });

  it("counts a receipt's position exactly when the receipt is one of the export's receipts", () => {
    const position = zeile({ quelle: 'BELEG', abfallmengeId: null, belegId: 'b1', jahr: 2025 });
    expect(mengeImZeitraum(position, '2026-01-01', '2026-12-31', belege)).toBe(true);
    expect(mengeImZeitraum({ ...position, belegId: 'b2', jahr: 2026 }, '2026-01-01', '2026-12-31', belege)).toBe(false);
  });

  it('gives a site its balance per AVV code and disposal path, the 10 m³ exemption over the whole measure and the NachwV hint', () => {
    const vorjahr = zeile({ abfallmengeId: 'm0', jahr: 2025, kubikmeter: 9 });
    const beton = zeile();
    const asbest = zeile({ abfallmengeId: 'm2', abfallschluessel: '17 06 05*', gefaehrlich: true, tonnen: null, kubikmeter: 0.5 });
    const teil = standortMengen('BAUSTELLE', [vorjahr, beton, asbest], [beton, asbest], '2026-11-27');
    expect(teil.mengen).toHaveLength(2);
    expect(teil.mengen).toEqual([beton, asbest]);
    expect(teil.bilanz.map((b) => [b.abfallschluessel, b.entsorgungsverfahren, b.tonnen, b.kubikmeter, b.abgelaufen])).toEqual([
      ['17 01 01', 'R5', 2.5, 1.2, false],
      ['17 06 05*', 'R5', 0, 0.5, false],
    ]);
    // 9 + 1,2 + 0,5 m³ over the measure: more than 10 m³, so the duty applies, though the year alone has 1,7 m³.
    expect(teil.hinweise.dokumentationspflicht?.text).toBe(DOKUMENTATION_TEXTE.baustellePflicht);
    expect(teil.hinweise.gefaehrlich).toBe(NACHWV_HINWEIS);

    const klein = standortMengen('BAUSTELLE', [beton], [beton], '2026-11-27');
    expect(klein.hinweise).toEqual({
      dokumentationspflicht: expect.objectContaining({ pflicht: false, text: DOKUMENTATION_TEXTE.keinePflicht }),
      gefaehrlich: null,
    });
    expect(standortMengen('GEWERBEBETRIEB', [beton], [beton], '2026-11-27').hinweise.dokumentationspflicht?.text).toBe(
      DOKUMENTATION_TEXTE.gewerbePflicht,
    );
    expect(standortMengen(null, [], [], '2026-11-27').hinweise.dokumentationspflicht).toBeNull();
  });

  it('marks an expired certificate in the balance', () => {
    const alt = zeile({ gueltigBis: '2026-11-26', zertifikatGueltigBis: '2026-11-26' });
    expect(standortMengen('GEWERBEBETRIEB', [alt], [alt], '2026-11-27').bilanz[0]).toMatchObject({
      abgelaufen: true,
      gueltigBis: '2026-11-26',
    });
  });

  it("names the separate-collection rate of each year the period touches (a single year always), over the year's quantities", () => {
    const getrennt = zeile({ abfallschluessel: '20 01 01', tonnen: 9 });
    const gemischt = zeile({ abfallschluessel: '20 03 01', tonnen: 1 });
    const [quote] = quotenImZeitraum([getrennt, gemischt, zeile({ jahr: 2025 })], '2026-11-01', '2026-11-30');
    expect(quote).toMatchObject({ jahr: 2026, quote: 90, vorbehandlungEntfaellt: true, getrenntTonnen: 9, gesamtTonnen: 10 });
    expect(quotenImZeitraum([], '2019-01-01', '2019-12-31').map((q) => q.jahr)).toEqual([2019]);
    expect(quotenImZeitraum([getrennt, zeile({ jahr: 2024 })], '2020-01-01', '2030-12-31').map((q) => q.jahr)).toEqual([2024, 2026]);
  });

  it('sums t and m³ in kg and litres, so float noise does not show', () => {
    expect(
      mengenSumme([
        { tonnen: 0.1, kubikmeter: null },
        { tonnen: 0.2, kubikmeter: 1.005 },
        { tonnen: null, kubikmeter: 2 },
      ]),
    ).toEqual({
      tonnen: 0.3,
      kubikmeter: 3.005,
    });
  });
});
