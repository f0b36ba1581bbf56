import { auftragFilter } from './auftragFilter';

describe('auftragFilter', () => {
  it('given the filled form, when cleaned, then the API filter carries every value', () => {
    expect(
      auftragFilter({
        erzeugerId: 1,
        q: ' Mulde ',
        status: ['BESTELLUNG', 'IN_ABHOLUNG'],
        von: '2026-11-01',
        bis: '2026-11-30',
        vorgangsnummer: 'V-2026',
      }),
    ).toEqual({
      erzeugerId: 1,
      q: 'Mulde',
      status: ['BESTELLUNG', 'IN_ABHOLUNG'],
      von: '2026-11-01',
      bis: '2026-11-30',
      vorgangsnummer: 'V-2026',
    });
  });

  it('drops empty texts, an empty status list and invalid dates', () => {
    expect(auftragFilter({ erzeugerId: 1, q: '  ', status: [], von: '', bis: '30.11.2026', vorgangsnummer: '' })).toEqual({
      erzeugerId: 1,
    });
  });

  it('leaves out statuses the API does not know', () => {
    expect(auftragFilter({ status: ['BESTELLUNG', 'ERFUNDEN', 3] })).toEqual({ status: ['BESTELLUNG'] });
  });

  it('puts a swapped date range in order', () => {
    expect(auftragFilter({ von: '2026-12-01', bis: '2026-11-01' })).toEqual({ von: '2026-11-01', bis: '2026-12-01' });
  });

  it('keeps an open range', () => {
    expect(auftragFilter({ bis: '2026-11-01' })).toEqual({ bis: '2026-11-01' });
  });

  it('passes the disposer dashboard filters and drops malformed ones (issue 28)', () => {
    expect(auftragFilter({ zuBeantworten: true, zuBestaetigen: true, leistungFaelligBis: 1 })).toEqual({
      zuBeantworten: true,
      zuBestaetigen: true,
      leistungFaelligBis: 1,
    });
    expect(auftragFilter({ zuBeantworten: 'ja', leistungFaelligBis: 1.5 })).toEqual({});
  });
});
