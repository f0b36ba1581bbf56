import { loadDemoAuftraege } from '../demo';
import type { Db } from '../platform/db';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { DOPPELTE_EINTRAEGE, HAT_AUFTRAEGE, NUR_UNFREIGEGEBENE } from './erzeugerZusammenfuehren';

/** Rows per table that point at a producer, found the way the merge finds them: every foreign key onto erzeuger. */
const verweise = async (db: Db, erzeugerId: number): Promise<Record<string, number>> => {
  const { rows } = (await db.raw(`
    SELECT cl.relname AS tabelle, att.attname AS spalte
    FROM pg_constraint c JOIN pg_class cl ON cl.oid = c.conrelid
    JOIN pg_attribute att ON att.attrelid = c.conrelid AND att.attnum = c.conkey[1]
    WHERE c.contype = 'f' AND c.confrelid = 'erzeuger'::regclass AND cl.relname <> 'erzeuger_zusammenfuehrung'`)) as {
    rows: { tabelle: string; spalte: string }[];
  };
  const zahlen: Record<string, number> = {};
  for (const r of rows) {
    const [n] = (await db(r.tabelle).where(r.spalte, erzeugerId).count('* as n')) as { n: string }[];
    if (Number(n!.n) > 0) zahlen[`${r.tabelle}.${r.spalte}`] = Number(n!.n);
  }
  return zahlen;
};

const summe = (a: Record<string, number>, b: Record<string, number>): Record<string, number> => {
  const s = { ...a };
  for (const [k, v] of Object.entries(b)) s[k] = (s[k] ?? 0) + v;
  return s;
};

describe('merging an unapproved producer into an existing one', () => {
  let t: TestApp;
  let admin: Browser;
  let support: Browser;
  let korn: Browser;
  let ids: Record<string, number>;
  const merge = (b: Browser, discardMandantId: number, keepMandantId: number) =>
    b.put('/api/v1/erzeuger/mergeMandant', { discardMandantId, keepMandantId });

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auftraege']);
    [admin, support, korn] = await Promise.all([
      anmelden(t, 'admin@abfallportal.example'),
      anmelden(t, 'support@abfallportal.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
    ]);
    // A duplicate of Musterbau registers itself, with an owner, a colleague, a site, a disposer and addresses.
    const vertrag = (await t.db('vertrag').first('id')) as { id: number };
    const branche = (await t.db('branche').first('id')) as { id: number };
    const reg = await (
      await t.browser()
    ).post('/api/v1/erzeuger-registration', {
      firma: 'Musterbau Hamburg',
      brancheId: branche.id,
      registrierterName: 'Musterbau GmbH',
      mitarbeiterzahl: 40,
      vertragId: vertrag.id,
      vorname: 'Max',
      nachname: 'Doppelt',
      email: 'max@musterbau-hh.example',
      agbAkzeptiert: true,
      verbindlichBestellt: true,
    });
    expect(reg.status).toBe(201);
    const neu = reg.body.erzeugerId as number;
    const sued = (await t.db('entsorger').where({ name: 'Recycling Süd AG' }).first('id')) as { id: number };
    await t.db('benutzer').insert({ email: 'kollege@musterbau-hh.example', passwort_hash: 'x', rolle: 'BENUTZER', erzeuger_id: neu });
    await t.db('anfallstelle').insert({ erzeuger_id: neu, name: 'Baustelle Elbbrücken', art: 'BAUSTELLE' });
    await t.db('kundennummer').insert({ erzeuger_id: neu, entsorger_id: sued.id, kundennummer: 'RS-1' });
    await t.db('firmenadresse').insert({ erzeuger_id: neu, name: 'Lager', strasse: 'Kai 1', plz: '20457', ort: 'Hamburg' });
    await t.db('rechnungsadresse').insert({ erzeuger_id: neu, name: 'Buchhaltung', strasse: 'Kai 2', plz: '20457', ort: 'Hamburg' });
    const rows = (await t.db('erzeuger').select('id', 'name')) as { id: number; name: string }[];
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });
  afterAll(() => t.close());

  it('refuses Bäckerei Korn’s owner (no producer list), changing nothing', async () => {
    const vorher = await verweise(t.db, ids['Musterbau Hamburg']!);
    expect((await merge(korn, ids['Musterbau Hamburg']!, ids['Bäckerei Korn KG']!)).status).toBe(403);
    expect(await verweise(t.db, ids['Musterbau Hamburg']!)).toEqual(vorher);
  });

  it('refuses to merge an approved producer, and one with orders', async () => {
    // Support may merge (spec § 6: admin and support approve or merge entities); the rule still holds.
    const freigegeben = await merge(support, ids['Bäckerei Korn KG']!, ids['Musterbau GmbH']!);
    expect(freigegeben.status).toBe(400);
    expect(freigegeben.body.message).toBe(NUR_UNFREIGEGEBENE);
    await t.db('erzeuger').where({ id: ids['Musterbau GmbH'] }).update({ freigegeben: false });
    const mitAuftraegen = await merge(admin, ids['Musterbau GmbH']!, ids['Bäckerei Korn KG']!);
    await t.db('erzeuger').where({ id: ids['Musterbau GmbH'] }).update({ freigegeben: true });
    expect(mitAuftraegen.status).toBe(400);
    expect(mitAuftraegen.body.message).toBe(HAT_AUFTRAEGE);
  });

  it('refuses when both have the same disposer (one customer number per pair), and nothing moves', async () => {
    const nord = (await t.db('entsorger').where({ name: 'Entsorgung Nord GmbH' }).first('id')) as { id: number };
    const [k] = (await t
      .db('kundennummer')
      .insert({ erzeuger_id: ids['Musterbau Hamburg'], entsorger_id: nord.id, kundennummer: 'DOPPELT' })
      .returning('id')) as { id: number }[];
    const vorher = await verweise(t.db, ids['Musterbau Hamburg']!);
    const res = await merge(admin, ids['Musterbau Hamburg']!, ids['Musterbau GmbH']!);
    await t.db('kundennummer').where({ id: k!.id }).delete();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(DOPPELTE_EINTRAEGE('kundennummer'));
    expect(summe(await verweise(t.db, ids['Musterbau Hamburg']!), { 'kundennummer.erzeuger_id': 1 })).toEqual(vorher);
  });

  it('moves every row to the kept producer, loses none, records the merge and marks the merged one', async () => {
    const weg = ids['Musterbau Hamburg']!;
    const bleibt = ids['Musterbau GmbH']!;
    const vorherWeg = await verweise(t.db, weg);
    const vorherBleibt = await verweise(t.db, bleibt);
    expect(Object.keys(vorherWeg).sort()).toEqual([
      'anfallstelle.erzeuger_id',
      'benutzer.erzeuger_id',
      'firmenadresse.erzeuger_id',
      'kundennummer.erzeuger_id',
      'rechnungsadresse.erzeuger_id',
    ]);

    const res = await merge(admin, weg, bleibt);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('„Musterbau Hamburg“ wurde mit „Musterbau GmbH“ zusammengeführt.');
    expect(res.body.verschoben).toEqual(vorherWeg);
    expect(await verweise(t.db, weg)).toEqual({});
    // …plus the merged producer itself, which now points at the kept one.
    expect(await verweise(t.db, bleibt)).toEqual(summe(summe(vorherBleibt, vorherWeg), { 'erzeuger.zusammengefuehrt_in_id': 1 }));

    expect(await t.db('erzeuger').where({ id: weg }).first('zusammengefuehrt_in_id')).toEqual({ zusammengefuehrt_in_id: bleibt });
    const protokoll = await t.db('erzeuger_zusammenfuehrung').where({ entfernt_id: weg }).first();
    expect(protokoll).toMatchObject({ behalten_id: bleibt, entfernt_name: 'Musterbau Hamburg', verschoben: vorherWeg });
    // One owner per producer: the merged producer's owner is a user of the kept one, without user management.
    const max = (await t.db('benutzer').where({ email: 'max@musterbau-hh.example' }).first('id', 'rolle', 'erzeuger_id')) as {
      id: number;
      rolle: string;
      erzeuger_id: number;
    };
    expect(max).toMatchObject({ rolle: 'BENUTZER', erzeuger_id: bleibt });
    expect(await t.db('benutzer_berechtigung').where({ benutzer_id: max.id, berechtigung: 'MANAGE_USERS' }).first()).toBeUndefined();
    // The support list no longer shows the merged producer.
    const liste = await admin.get(`/api/v1/erzeuger?filter=${encodeURIComponent(JSON.stringify({ q: 'musterbau' }))}`);
    expect((liste.body as { name: string }[]).map((e) => e.name)).toEqual(['Musterbau GmbH']);
    // Merging again is refused.
    expect((await merge(admin, weg, bleibt)).status).toBe(400);
  });
});
