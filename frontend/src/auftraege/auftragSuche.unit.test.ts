import { suchBody } from './auftragSuche';

describe('order search input', () => {
  it('reads "V-…" as an order number (or its beginning), anything else as a producer', () => {
    expect(suchBody(' v-2026-0001 ')).toEqual({ vorgangsnummer: 'v-2026-0001' });
    expect(suchBody('Musterbau')).toEqual({ erzeugerSearch: 'Musterbau' });
    expect(suchBody('42')).toEqual({ erzeugerSearch: '42' });
  });
});
