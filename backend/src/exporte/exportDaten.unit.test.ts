import { bilanzVon, type ExportBeleg } from './exportDaten';

const beleg = (
  typ: ExportBeleg['typ'],
  status: ExportBeleg['status'],
  menge: number | null,
  avv = '17 09 04',
  einheit = 't',
): ExportBeleg => ({
  id: `${typ}-${status}-${menge}`,
  nummer: null,
  typ,
  datum: '2026-11-20',
  status,
  entsorger: 'Entsorgung Nord GmbH',
  summe: null,
  datei: null,
  positionen: [
    {
      abfallschluessel: avv,
      bezeichnung: null,
      menge,
      einheit,
      entsorgungsverfahren: 'R5',
      verbleibsanlage: 'Recyclingzentrum Nord',
      zertifikatGueltigBis: null,
    },
  ],
});

describe('the quantity balance of an export', () => {
  it('sums approved receipts per AVV code and unit and names their disposal paths once', () => {
    expect(bilanzVon([beleg('rechnung', 'FREIGEGEBEN', 3.42), beleg('wiegeschein', 'FREIGEGEBEN', 1.005)])).toEqual([
      { abfallschluessel: '17 09 04', einheit: 't', menge: 4.425, wege: ['R5 · Recyclingzentrum Nord'] },
    ]);
  });

  it('leaves out receipts that are not approved, so a delivery note and its invoice do not count twice', () => {
    expect(
      bilanzVon([beleg('lieferschein', 'ERFASST', 3.42), beleg('rechnung', 'FREIGEGEBEN', 3.42), beleg('rechnung', 'FEHLERHAFT', 9)]),
    ).toEqual([expect.objectContaining({ menge: 3.42 })]);
  });

  it('subtracts a cancellation and keeps units apart; positions without a quantity are skipped', () => {
    const bilanz = bilanzVon([
      beleg('rechnung', 'FREIGEGEBEN', 5),
      beleg('stornorechnung', 'FREIGEGEBEN', 2),
      beleg('rechnung', 'FREIGEGEBEN', 7, '17 09 04', 'm3'),
      beleg('rechnung', 'FREIGEGEBEN', null, '20 03 01'),
    ]);
    expect(bilanz.map((z) => [z.abfallschluessel, z.einheit, z.menge])).toEqual([
      ['17 09 04', 'm3', 7],
      ['17 09 04', 't', 3],
    ]);
  });
});
