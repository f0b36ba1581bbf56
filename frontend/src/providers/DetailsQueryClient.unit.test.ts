import { DetailsQueryClient } from './DetailsQueryClient';

const zeile = { id: 'a1', vorgangsnummer: 'V-1', anfallstelleName: 'Baustelle Nord' };
const details = { ...zeile, anfallstelle: { id: 1, name: 'Baustelle Nord', nummer: 'BS-1' } };
const schluessel = ['auftrag', 'getOne', { id: 'a1' }] as const;

describe('DetailsQueryClient', () => {
  it('puts no list row into the details cache, as react-admin lists do with every row', () => {
    const client = new DetailsQueryClient();
    // ra-core useGetList: setQueryData([resource, 'getOne', { id, meta }], (old) => old ?? record)
    client.setQueryData<object>(schluessel, (alt) => alt ?? zeile);
    expect(client.getQueryData(schluessel)).toBeUndefined();
  });

  it('fills no details entry that is still waiting for its own answer', () => {
    const client = new DetailsQueryClient();
    client.getQueryCache().build(client, { queryKey: schluessel });
    client.setQueryData(schluessel, zeile);
    expect(client.getQueryState(schluessel)?.status).toBe('pending');
  });

  it('keeps the details a list row would replace and updates them after an edit', () => {
    const client = new DetailsQueryClient();
    client.getQueryCache().build(client, { queryKey: schluessel }).setData(details);
    client.setQueryData<object>(schluessel, (alt) => alt ?? zeile);
    expect(client.getQueryData(schluessel)).toBe(details);
    client.setQueryData<object>(schluessel, (alt) => ({ ...alt, vorgangsnummer: 'V-2' }));
    expect(client.getQueryData(schluessel)).toEqual({ ...details, vorgangsnummer: 'V-2' });
  });

  it('writes every other key as usual', () => {
    const client = new DetailsQueryClient();
    client.setQueryData(['auftrag', 'getList', {}], { data: [zeile], total: 1 });
    client.setQueryData(['profil'], { name: 'Max' });
    expect(client.getQueryData(['auftrag', 'getList', {}])).toEqual({ data: [zeile], total: 1 });
    expect(client.getQueryData(['profil'])).toEqual({ name: 'Max' });
  });
});
