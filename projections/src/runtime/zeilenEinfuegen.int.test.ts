import { createTestEventStore, type TestEventStore } from '@abfallportal/backend/eventstore/testing/testEventStore';
import { zeilenEinfuegen } from './zeilenEinfuegen';

let tdb: TestEventStore;
beforeAll(async () => {
  tdb = await createTestEventStore();
  await tdb.db.raw(`CREATE TABLE breit (id integer PRIMARY KEY, ${Array.from({ length: 26 }, (_, i) => `s${i} text`).join(', ')})`);
});
afterAll(() => tdb.drop());

const zeile = (id: number, wert: string) => ({ id, ...Object.fromEntries(Array.from({ length: 26 }, (_, i) => [`s${i}`, `${wert}${i}`])) });

describe('zeilenEinfuegen (a rebuild batch wider than the 65,535 parameters of one statement)', () => {
  it('writes 5,000 rows of 27 columns (135,000 parameters) and merges them again on the key', async () => {
    await tdb.db.transaction((trx) =>
      zeilenEinfuegen(
        trx,
        'breit',
        Array.from({ length: 5_000 }, (_, i) => zeile(i + 1, 'a')),
      ),
    );
    expect(Number((await tdb.db('breit').count({ n: '*' }))[0]?.n)).toBe(5_000);

    await tdb.db.transaction((trx) =>
      zeilenEinfuegen(
        trx,
        'breit',
        Array.from({ length: 5_000 }, (_, i) => zeile(i + 1, 'b')),
        'id',
      ),
    );
    expect(Number((await tdb.db('breit').count({ n: '*' }))[0]?.n)).toBe(5_000);
    expect(Number((await tdb.db('breit').where('s25', 'b25').count({ n: '*' }))[0]?.n)).toBe(5_000);
  });

  it("writes nothing when a later part fails: the caller's transaction rolls all parts back", async () => {
    const zeilen = Array.from({ length: 4_000 }, (_, i) => zeile(10_000 + i, 'c'));
    zeilen.push(zeile(10_000, 'doppelt'));
    await expect(tdb.db.transaction((trx) => zeilenEinfuegen(trx, 'breit', zeilen))).rejects.toThrow();
    expect(Number((await tdb.db('breit').where('id', '>=', 10_000).count({ n: '*' }))[0]?.n)).toBe(0);
  });
});
