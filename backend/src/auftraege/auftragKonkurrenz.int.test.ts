import { auftragProjection } from '../../../projections/src/auftraege/auftragProjection';
import { createBestellungMailReactor } from '../../../projections/src/auftraege/bestellungMailReactor';
import { readAuftragReadModels } from '../../../projections/src/auftraege/testing/readAuftragReadModels';
import { rebuildProjection } from '../../../projections/src/runtime/rebuildProjection';
import { eventually } from '../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { loadDemoAuftraege } from '../demo';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const statusZahlen = (antworten: { status: number }[]) =>
  antworten.reduce<Record<number, number>>((n, r) => ({ ...n, [r.status]: (n[r.status] ?? 0) + 1 }), {});

describe('orders under concurrent use', () => {
  let t: TestApp;
  let inhaber: Browser;
  let dispo: Browser;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
  });
  afterAll(() => t.close());

  const bestellen = async (): Promise<string> => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it.each([
    [
      'the disposer accepts or declines',
      (id: string, i: number) => dispo.post(`/api/v1/workflow/${i % 2 ? 'bestellungAnnehmen' : 'bestellungAblehnen'}/${id}`, {}),
    ],
    [
      'the disposer declines, the producer cancels',
      (id: string, i: number) =>
        i % 2 ? dispo.post(`/api/v1/workflow/bestellungAblehnen/${id}`, {}) : inhaber.post(`/api/v1/workflow/stornieren/${id}`, {}),
    ],
  ])('lets exactly one of 50 racing clicks win (%s); the stream holds one transition', async (_name, klick) => {
    const id = await bestellen();
    const klicks = Array.from({ length: 50 }, (_, i) => klick(id, i));
    const antworten = await Promise.all(klicks);
    const zahlen = statusZahlen(antworten);
    expect(zahlen[200]).toBe(1);
    expect((zahlen[400] ?? 0) + (zahlen[409] ?? 0)).toBe(49);
    for (const r of antworten.filter((a) => a.status !== 200)) expect(r.body.message).toMatch(/nicht möglich|inzwischen/);
    const events = await t.eventStore.readStream(`auftrag-${id}`);
    expect(events.map((e) => e.type)).toEqual(['AuftragAufgegeben', 'AuftragStatusGeaendert']);
  });

  it('lets exactly one of 50 racing token clicks (accept and decline links of one mail) win', async () => {
    const id = await bestellen();
    const mail = await eventually(async () => {
      const m = (await t
        .db('mail_outbox')
        .where({ anlass: 'BESTELLUNG' })
        .whereRaw('text LIKE ?', [`%${(await t.db('auftrag_uebersicht').where({ id }).first('vorgangsnummer')).vorgangsnummer}%`])
        .first()) as { links: string[] } | undefined;
      if (!m) throw new Error('Mail fehlt');
      return m;
    });
    const oeffentlich = (await t.browser()).agent;
    const antworten = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const link = mail.links[i % mail.links.length]!;
        const [aktion, token] = link.split('/statetransition/')[1]!.split('/');
        return oeffentlich.post(`/api/v1/public/workflow/${aktion}/${token}`).send({ liefertermin: inTagen(5) });
      }),
    );
    const erfolge = antworten.filter((r) => r.status === 200);
    // Clicks on the winning link itself are the same answer (same command id); every other link is refused.
    expect(new Set(erfolge.map((r) => r.body.status)).size).toBe(1);
    expect(antworten.every((r) => [200, 400, 409, 410].includes(r.status))).toBe(true);
    expect((await t.eventStore.readStream(`auftrag-${id}`)).length).toBe(2);
  });

  it('rebuilds the order read models into the same rows as the live ones', async () => {
    await t.aufholen(['auftraege']);
    const lesen = () => readAuftragReadModels(t.db);
    const indexNamen = async () =>
      (
        (await t.db.raw(
          "SELECT indexname FROM pg_indexes WHERE tablename IN ('auftrag_uebersicht', 'auftrag_historie', 'auftrag_suche') ORDER BY 1",
        )) as { rows: { indexname: string }[] }
      ).rows.map((r) => r.indexname);
    const indizesVorher = await indexNamen();
    expect(indizesVorher).toEqual(
      expect.arrayContaining(['auftrag_historie_pkey', 'auftrag_suche_suchtext_idx', 'auftrag_historie_auftrag_idx']),
    );
    const vorher = await lesen();
    expect(vorher.uebersicht.length).toBeGreaterThanOrEqual(12);
    // The per-status counters (kept by triggers) are the rows' own count, live and after each rebuild.
    const gezaehlt = (await t
      .db('auftrag_uebersicht')
      .groupBy('status')
      .orderBy('status')
      .select('status', t.db.raw('count(*)::bigint AS anzahl'))) as {
      status: string;
      anzahl: string;
    }[];
    expect(vorher.zaehler).toEqual(gezaehlt);
    await t.projector.stop();
    const bericht = await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection });
    expect(bericht.events).toBeGreaterThan(0);
    expect(await lesen()).toEqual(vorher);
    // Small batches and room for two orders in memory: orders are written early and read back for their next event.
    await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection, batchSize: 3, maxHeld: 2 });
    expect(await lesen()).toEqual(vorher);
    // The rebuild builds the indexes after the bulk load (the history's key among them); after the swap they carry the live names.
    expect(await indexNamen()).toEqual(indizesVorher);
  });

  it('writes each order mail once, however often the reactor sees the event', async () => {
    const reactor = createBestellungMailReactor({ publicUrl: 'http://localhost:3999', eventStore: t.eventStore });
    const vorher = await t.db('mail_outbox').where({ anlass: 'BESTELLUNG' }).count({ n: '*' }).first();
    const tokens = await t.db('auftrag_token').count({ n: '*' }).first();
    const { events } = await t.eventStore.readAll({ from: null, limit: 10_000 });
    await t.db.transaction((trx) => reactor.handle(trx, events, {}));
    await t.db.transaction((trx) => reactor.handle(trx, events, {}));
    expect(await t.db('mail_outbox').where({ anlass: 'BESTELLUNG' }).count({ n: '*' }).first()).toEqual(vorher);
    expect(await t.db('auftrag_token').count({ n: '*' }).first()).toEqual(tokens);
  });
});
