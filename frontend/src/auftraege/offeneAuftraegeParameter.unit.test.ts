import { apiQuery, leseParameter, schreibeParameter } from './offeneAuftraegeParameter';

describe('URL of /admin/auftraege (spec § 2)', () => {
  it('defaults to the first page sorted by due days, most urgent first', () => {
    expect(leseParameter(new URLSearchParams(''))).toEqual({
      page: 1,
      pageSize: 25,
      sortBy: 'dueInDays',
      sortDesc: false,
      status: [],
      erzeugerSearch: '',
    });
  });

  it("takes the first of repeated numbers, reads sortDesc 'undefined' as true and many statuses", () => {
    const p = leseParameter(
      new URLSearchParams('page=3&page=7&pageSize=10&pageSize=50&sortBy=fraktion&sortDesc=undefined&status=PROBLEM&status=VOR_ORT'),
    );
    expect(p).toMatchObject({ page: 3, pageSize: 10, sortBy: 'fraktion', sortDesc: true, status: ['PROBLEM', 'VOR_ORT'] });
  });

  it('falls back to the defaults for values it does not know', () => {
    expect(leseParameter(new URLSearchParams('page=abc&pageSize=0&sortBy=x&sortDesc=ja&status=FOO'))).toMatchObject({
      page: 1,
      pageSize: 25,
      sortBy: 'dueInDays',
      sortDesc: false,
      status: [],
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const p = {
      page: 2,
      pageSize: 25,
      sortBy: 'dueInDays' as const,
      sortDesc: true,
      status: ['PROBLEM' as const],
      erzeugerSearch: 'Muster',
    };
    const url = schreibeParameter(p);
    expect(url.toString()).toBe('page=2&sortDesc=true&status=PROBLEM&erzeugerSearch=Muster');
    expect(leseParameter(url)).toEqual(p);
    expect(apiQuery(p)).toEqual({
      page: 2,
      pageSize: 25,
      sortBy: 'dueInDays',
      sortDesc: 'true',
      status: 'PROBLEM',
      erzeugerSearch: 'Muster',
    });
  });
});
