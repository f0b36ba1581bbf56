import type { AuftragBeleg } from '@abfallportal/common/beleg';
import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { eventually } from '../../../test/support/eventually';
import { demoBestellung, inTagen } from '../auftraege';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { uuidFromName } from '../platform/uuidFromName';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const WEST = 'service@container-west.example';
const WEST_BENUTZER = 'dispo@container-west.example';

/** The order details' invoices section (GET /auftrag/:id/belege) and the producer statistics' invoice count (issue 20). */
describe('receipts of an order and the statistics count', () => {
  let t: TestApp;
  let inhaber: Browser;
  let nutzer: Browser;
  let korn: Browser;
  let dispo: Browser;
  let west: Browser;
  let support: Browser;
  let musterbau: number;
  const ids: Record<string, number> = {};
  const abrechnung = uuidFromName('demo-auftrag/abrechnung');

  const belegeVon = async (b: Browser, auftragId: string, status = 200) =>
    (await b.get(`/api/v1/auftrag/${auftragId}/belege`).expect(status)).body as AuftragBeleg[];
  const anzahlRechnungen = async (): Promise<number> => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'musterbau', statistics: true }));
    const zeilen = (await support.get(`/api/v1/erzeuger?filter=${filter}`).expect(200)).body as ErzeugerListeEintrag[];
    return zeilen[0]!.anzahlRechnungen!;
  };
  const erfassen = async (beleg: Record<string, unknown>): Promise<string> => {
    const res = await inhaber.agent
      .post('/api/v1/rechnungen')
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .field('beleg', JSON.stringify(beleg))
      .attach('datei', PDF, { filename: 'beleg.pdf', contentType: 'application/pdf' })
      .expect(201);
    return (res.body as { id: string }).id;
  };
  const mitVersion = async (id: string, was: string, body: object) => {
    const v = (await inhaber.get(`/api/v1/rechnungen/${id}`).expect(200)).headers.etag as string;
    const pfad = was === '' ? `/api/v1/rechnungen/${id}` : `/api/v1/rechnungen/${id}/${was}`;
    return was === ''
      ? inhaber.agent.delete(pfad).set('X-XSRF-TOKEN', inhaber.xsrf).set('If-Match', v).expect(200)
      : inhaber.post(pfad, body).set('If-Match', v).expect(200);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auftraege', 'belege']);
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    ids.nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    ids.west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
    // A user of West (the demo has none): same password as the demo accounts.
    const { passwort_hash } = (await t.db('benutzer').where({ email: 'dispo@entsorgung-nord.example' }).first('passwort_hash')) as {
      passwort_hash: string;
    };
    await t.db('benutzer').insert({
      email: WEST_BENUTZER,
      passwort_hash,
      anrede: 'HERR',
      vorname: 'Wim',
      nachname: 'West',
      rolle: 'SONSTIGE',
      entsorger_id: ids.west,
    });
    [inhaber, nutzer, korn, dispo, west, support] = await Promise.all([
      anmelden(t, 'inhaber@musterbau.example'),
      anmelden(t, 'nutzer@musterbau.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
      anmelden(t, 'dispo@entsorgung-nord.example'),
      anmelden(t, WEST_BENUTZER),
      anmelden(t, 'support@abfallportal.example'),
    ]);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the receipts assigned to an order for everyone who may see the order, and nobody else', async () => {
    // The billed demo order carries the demo's invoice, and the evaluations' demo receipts (a metals invoice, a
    // credit note and last year's invoice, demoAuswertung.ts), all approved; the order of the list is by date.
    const nord = (nummer: string, typ: string, summe: number) =>
      expect.objectContaining({ typ, nummer, status: 'FREIGEGEBEN', summe, entsorgerName: 'Entsorgung Nord GmbH' });
    const erwartet = expect.arrayContaining([
      nord('RE-2026-0815', 'rechnung', 718.2),
      nord('RE-2026METALL', 'rechnung', 450),
      nord('GS-GUTSCHRIFT', 'gutschrift', 154),
      nord('RE-25BAUMISCH', 'rechnung', 980),
    ]);
    expect(await belegeVon(inhaber, abrechnung)).toHaveLength(4);
    expect(await belegeVon(inhaber, abrechnung)).toEqual(erwartet);
    // A producer's user without EDIT_RECHNUNGEN sees the order, so it sees its receipts too.
    expect(await belegeVon(nutzer, abrechnung)).toEqual(erwartet);
    expect(await belegeVon(support, abrechnung)).toEqual(erwartet);
    // The disposer that sent it sees it; another producer and a disposer outside the order get "not found".
    expect(await belegeVon(dispo, abrechnung)).toEqual(erwartet);
    await belegeVon(korn, abrechnung, 404);
    await belegeVon(west, abrechnung, 404);
    await belegeVon(inhaber, uuidFromName('gibt-es-nicht'), 404);
  });

  it('offers the disposers and producers of the receipts a user sees as list filters', async () => {
    const optionen = async (b: Browser) => (await b.get('/api/v1/rechnungen/filterOptionen').expect(200)).body as unknown;
    expect(await optionen(inhaber)).toEqual({
      entsorger: [{ id: ids.nord, name: 'Entsorgung Nord GmbH' }],
      erzeuger: [{ id: musterbau, name: 'Musterbau GmbH' }],
    });
    expect(await optionen(korn)).toEqual({ entsorger: [], erzeuger: [] });
    expect(await optionen(support)).toMatchObject({ erzeuger: expect.arrayContaining([{ id: musterbau, name: 'Musterbau GmbH' }]) });
    // Receipts need EDIT_RECHNUNGEN (spec § 6): the producer's plain user is refused.
    await nutzer.get('/api/v1/rechnungen/filterOptionen').expect(403);
  });

  it('shows a disposer that still sees an order only its own receipts, and counts the producer’s receipts', async () => {
    const vorher = await anzahlRechnungen();
    // Musterbau's demo receipts: three of issue 20, three of the evaluations (demoAuswertung.ts).
    expect(vorher).toBe(6);
    // Nord and West are asked for an offer; West's offer wins. Nord still sees the request it was asked for.
    const anfrage = (
      await inhaber
        .post('/api/v1/auftrag', await demoBestellung(t.db, { entsorgerId: undefined, angebotEntsorgerIds: [ids.nord!, ids.west!] }))
        .expect(201)
    ).body as { id: string; vorgangsnummer: string };
    const mail = await eventually(async () => {
      const zeile = (await t
        .db('mail_outbox')
        .where({ empfaenger: WEST, anlass: 'ANGEBOT_ANGEFORDERT' })
        .whereLike('betreff', `%${anfrage.vorgangsnummer}%`)
        .first()) as { links: string[] } | undefined;
      if (!zeile) throw new Error('keine Anfrage an West');
      return zeile;
    });
    const link = mail.links.find((l) => l.includes('/statetransition/angebotabgeben/'))!;
    const oeffentlich = (await t.browser()).agent;
    await oeffentlich
      .post(`/api/v1/public/workflow/angebotabgeben/${link.split('/').pop()}`)
      .field('preis', '380')
      .attach('pdfFile', PDF, { filename: 'angebot.pdf', contentType: 'application/pdf' })
      .expect(200);
    await inhaber
      .post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, { angebotsnummer: `${anfrage.vorgangsnummer}-A1`, wunschdatum: inTagen(5) })
      .expect(200);
    await dispo.get(`/api/v1/auftrag/${anfrage.id}`).expect(200);

    // West's invoice, captured by the producer and assigned to the order.
    const id = await erfassen({
      typ: 'rechnung',
      erzeugerId: musterbau,
      entsorgerId: ids.west,
      nummer: 'RE-WEST-1',
      datum: '2026-11-20',
      summe: 380,
      bestellReferenz: anfrage.vorgangsnummer,
    });
    await mitVersion(id, 'zuordnen', { auftragIds: [anfrage.id] });

    expect((await belegeVon(inhaber, anfrage.id)).map((b) => [b.nummer, b.status, b.entsorgerName])).toEqual([
      ['RE-WEST-1', 'ZUGEORDNET', 'Container-Dienst West GmbH'],
    ]);
    expect((await belegeVon(west, anfrage.id)).map((b) => b.id)).toEqual([id]);
    expect(await belegeVon(dispo, anfrage.id)).toEqual([]);
    await belegeVon(korn, anfrage.id, 404);

    // The statistics count the new receipt; a deleted one is neither listed nor counted.
    expect(await anzahlRechnungen()).toBe(vorher + 1);
    await mitVersion(id, '', {});
    expect(await belegeVon(inhaber, anfrage.id)).toEqual([]);
    expect(await anzahlRechnungen()).toBe(vorher);
  });
});
