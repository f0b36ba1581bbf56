import { hashKey } from '@tanstack/react-query';
import { listenAbfrage } from './listenVorladen';

const keinSpeicher = () => undefined;

describe('listenAbfrage (sidebar click → the order list request leaves at once)', () => {
  it('builds the key react-admin builds for the order list of a producer', () => {
    const abfrage = listenAbfrage('/erzeuger/7/auftraege', keinSpeicher);
    // useGetList: [resource, 'getList', { pagination, sort, filter, meta }], meta unset; react-query hashes keys with sorted keys.
    expect(hashKey(abfrage!.queryKey as unknown as unknown[])).toBe(
      hashKey([
        'auftrag',
        'getList',
        {
          pagination: { page: 1, perPage: 25 },
          sort: { field: 'erstelltAm', order: 'DESC' },
          filter: { erzeugerId: 7 },
        },
      ]),
    );
  });

  it('takes the page, sort and filters the user left the list with', () => {
    const abfrage = listenAbfrage('/erzeuger/7/auftraege/', () => ({
      filter: { status: 'BESTELLT' },
      sort: 'anfallstelleName',
      order: 'ASC',
      page: '2',
      perPage: 25,
    }));
    expect(abfrage?.parameter).toEqual({
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'anfallstelleName', order: 'ASC' },
      filter: { status: 'BESTELLT', erzeugerId: 7 },
    });
  });

  it('ignores other paths', () => {
    expect(listenAbfrage('/erzeuger/7/auftraege/neu', keinSpeicher)).toBeUndefined();
    expect(listenAbfrage('/dashboard', keinSpeicher)).toBeUndefined();
  });
});
