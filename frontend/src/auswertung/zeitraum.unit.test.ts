import { auswertungQuery } from './auswertungApi';
import { i18nProvider } from '../i18n/i18nProvider';
import { heuteInBerlin, ZEITRAUM_ARTEN, zeitraumVon } from './zeitraum';

describe('evaluation periods and filters', () => {
  it('given a day, then each period has its first and last day', () => {
    expect(zeitraumVon('JAHR', '2026-05-17')).toEqual({ von: '2026-01-01', bis: '2026-12-31' });
    expect(zeitraumVon('VORJAHR', '2026-05-17')).toEqual({ von: '2025-01-01', bis: '2025-12-31' });
    expect(zeitraumVon('QUARTAL', '2026-05-17')).toEqual({ von: '2026-04-01', bis: '2026-06-30' });
    expect(zeitraumVon('QUARTAL', '2026-12-01')).toEqual({ von: '2026-10-01', bis: '2026-12-31' });
    expect(zeitraumVon('ZWOELF_MONATE', '2026-02-10')).toEqual({ von: '2025-03-01', bis: '2026-02-28' });
  });

  it('takes today in Germany, not in the browser', () => {
    expect(heuteInBerlin(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });

  it('sends id lists comma-separated and leaves empty filters out', () => {
    expect(auswertungQuery({ erzeugerId: 7, von: '2026-01-01', anfallstelleIds: [1, 2], fraktionIds: [], kacheln: ['KOSTEN'] })).toEqual({
      erzeugerId: '7',
      von: '2026-01-01',
      anfallstelleIds: '1,2',
      kacheln: 'KOSTEN',
    });
  });
});

describe('the periods of the KPI board', () => {
  it('offers every period the server keeps, each named in the catalogue', () => {
    expect(ZEITRAUM_ARTEN.map((z) => i18nProvider.translate(`auswertung.kpi.zeitraeume.${z}`))).toEqual([
      'Laufendes Jahr',
      'Vorjahr',
      'Laufendes Quartal',
      'Letzte 12 Monate',
    ]);
  });
});
