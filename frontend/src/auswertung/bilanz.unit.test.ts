import type { AbfallstromZeile } from '@abfallportal/common/auswertung';
import { bilanzZeilen } from './bilanz';

const zeile = (z: Partial<AbfallstromZeile>): AbfallstromZeile => ({
  monat: '2025-01',
  anfallstelleId: 1,
  anfallstelleName: 'Baustelle',
  fraktionId: 1,
  fraktionName: 'Holz',
  abfallschluessel: '170201',
  gefaehrlich: false,
  entsorgerId: 1,
  entsorgerName: 'Recycling Nord',
  verbleibsanlageName: 'Anlage Hamburg',
  entsorgungsverfahren: 'R1',
  mengeT: 1,
  kostenEuro: 100,
  ...z,
});

describe('material-flow balance', () => {
  it('given rows of several months and sites, then it sums per waste code, fraction, disposer and destination', () => {
    const bilanz = bilanzZeilen([
      zeile({}),
      zeile({ monat: '2025-02', anfallstelleId: 2, mengeT: 2.5, kostenEuro: 50 }),
      zeile({ abfallschluessel: '170107', fraktionName: 'Bauschutt', verbleibsanlageName: null, entsorgungsverfahren: 'R5', mengeT: 4 }),
      zeile({
        abfallschluessel: '170107',
        fraktionName: 'Bauschutt',
        entsorgerName: 'Anderer',
        verbleibsanlageName: null,
        entsorgungsverfahren: null,
        mengeT: 9,
      }),
    ]);
    expect(bilanz).toEqual([
      {
        abfallschluessel: '170107',
        gefaehrlich: false,
        fraktionName: 'Bauschutt',
        entsorgerName: 'Anderer',
        verbleib: '',
        mengeT: 9,
        kostenEuro: 100,
      },
      {
        abfallschluessel: '170107',
        gefaehrlich: false,
        fraktionName: 'Bauschutt',
        entsorgerName: 'Recycling Nord',
        verbleib: 'R5',
        mengeT: 4,
        kostenEuro: 100,
      },
      {
        abfallschluessel: '170201',
        gefaehrlich: false,
        fraktionName: 'Holz',
        entsorgerName: 'Recycling Nord',
        verbleib: 'Anlage Hamburg · R1',
        mengeT: 3.5,
        kostenEuro: 150,
      },
    ]);
  });

  it('given no rows, then the balance is empty', () => {
    expect(bilanzZeilen([])).toEqual([]);
  });
});
