import { filterAusUrl, filterInUrl } from './filterUrl';

describe('evaluation filters in the URL', () => {
  it('given no parameters, then the current year', () => {
    expect(filterAusUrl(new URLSearchParams(''), '2026-05-01')).toEqual({ von: '2026-01-01', bis: '2026-12-31' });
  });

  it('given lists and a swapped period, then ids are read, doubles and junk dropped, the period put in order', () => {
    const f = filterAusUrl(
      new URLSearchParams('von=2026-12-31&bis=2026-01-01&standorte=3,x,3,4&fraktionen=&entsorger=9&erzeuger=5'),
      '2026-05-01',
    );
    expect(f).toEqual({ von: '2026-01-01', bis: '2026-12-31', erzeugerId: 5, anfallstelleIds: [3, 4], entsorgerIds: [9] });
  });

  it('round-trips through the URL', () => {
    const f = { von: '2025-01-01', bis: '2025-06-30', anfallstelleIds: [1], fraktionIds: [2, 3], entsorgerIds: [] };
    expect(filterAusUrl(new URLSearchParams(filterInUrl(f)), '2026-01-01')).toEqual({
      von: '2025-01-01',
      bis: '2025-06-30',
      anfallstelleIds: [1],
      fraktionIds: [2, 3],
    });
  });
});
