import { createReactors, startProjector, CHECKPOINT_TABLE } from '../../../projections/src';
import { settledHead } from '../../../projections/src/runtime/testing/testEvents';
import { auftragProjection } from '../../../projections/src/auftraege';
import { loadDemoAuftraege } from '../demo';
import { createTestApp, type TestApp } from '../testing/testApp';

/**
 * A fresh deployment (issue 18 review): the mail reactors start before the order projection has created
 * its tables. They read an order's facts from its stream (projections/src/auftraege/mailKontext.ts), so
 * they log no error, and they write the same mails, once.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
});
afterAll(() => t.close());

type Zeile = { id: string; anlass: string; empfaenger: string; betreff: string; text: string };

/** The outbox without the token links (fresh tokens each time a mail is made). */
const postausgang = async (): Promise<Zeile[]> =>
  ((await t.db('mail_outbox').select('id', 'anlass', 'empfaenger', 'betreff', 'text').orderBy('id')) as Zeile[]).map((m) => ({
    ...m,
    text: m.text.replace(/\/statetransition\/(\w+)\/\S+/g, '/statetransition/$1/…'),
  }));

/** The notification types these reactors mail (spec § 4). */
const VON_REAKTOREN =
  /^(BESTELLUNG|ANGEBOT_ANGEFORDERT|BESTELLUNG_ZUR_FREIGABE|BESTELLUNG_ERINNERUNG|PROBLEM|(ZUSATZLEERUNG|BEHAELTERTAUSCH|BEHAELTERABZUG)_(BEAUFTRAGT|ERINNERUNG))$/;

const MAIL_REAKTOREN = ['bestellung_mail', 'angebotsanfrage_mail', 'freigabe_mail', 'leistung_mail', 'problem_mail'];

it('runs the mail reactors before the order projection exists: no error, the same mails, once', async () => {
  // Every committed event, also one an open transaction of another test database still hides from a plain head read.
  const head = await settledHead(t.eventStore, t.db);
  expect(await t.projector.waitFor(head, ['auftraege', ...MAIL_REAKTOREN], 20_000)).toBe(true);
  await t.projector.stop();
  const vorher = await postausgang();
  const anlaesse = new Set(vorher.map((m) => m.anlass));
  // The demo orders give every kind of these reactors' mails.
  for (const anlass of ['BESTELLUNG', 'ANGEBOT_ANGEFORDERT', 'ZUSATZLEERUNG_BEAUFTRAGT', 'BESTELLUNG_ERINNERUNG', 'PROBLEM'])
    expect(anlaesse).toContain(anlass);

  // As on a fresh deployment: no order tables, no checkpoints, no mails, no tokens.
  for (const table of auftragProjection.tables) await t.db.schema.dropTableIfExists(table);
  await t
    .db(CHECKPOINT_TABLE)
    .whereIn('name', ['auftraege', ...MAIL_REAKTOREN])
    .delete();
  await t.db('auftrag_token').delete();
  await t.db('mail_outbox').delete();

  const fehler: string[] = [];
  const reaktoren = createReactors({
    publicUrl: t.deps.config.publicUrl,
    supportEmail: t.deps.config.SUPPORT_EMAIL,
    system: { db: t.db, eventStore: t.eventStore, jetzt: () => t.uhr.jetzt },
  }).filter((p) => MAIL_REAKTOREN.includes(p.name));
  const starten = () =>
    startProjector({
      db: t.db,
      eventStore: t.eventStore,
      projections: reaktoren,
      pollMs: 10,
      log: (level, message) => {
        if (level === 'error' || level === 'warn') fehler.push(message);
      },
    });
  const projektor = await starten();
  try {
    expect(await projektor.waitFor(head, MAIL_REAKTOREN, 20_000)).toBe(true);
  } finally {
    await projektor.stop();
  }
  expect(fehler).toEqual([]);
  const nachher = await postausgang();
  expect(nachher).toEqual(vorher.filter((m) => VON_REAKTOREN.test(m.anlass)));

  // Once: the same events again (a replay from the start) write nothing.
  await t.db(CHECKPOINT_TABLE).whereIn('name', MAIL_REAKTOREN).delete();
  const nochmal = await starten();
  try {
    expect(await nochmal.waitFor(head, MAIL_REAKTOREN, 20_000)).toBe(true);
  } finally {
    await nochmal.stop();
  }
  expect(fehler).toEqual([]);
  expect(await postausgang()).toEqual(nachher);
});
