import type { Angebot } from '@abfallportal/common/angebot';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { loadDemoAuftraege } from '../demo';
import { uuidFromName } from '../platform/decider/commandHandler';
import { projektionenAbwarten, tabellenStand } from '../testing/routenPruefung';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { westAnmelden } from '../testing/zweiterEntsorger';
import { NUR_ANGEFRAGTE_ENTSORGER } from './angebotApi';
import { inTagen } from './testing/demoBestellung';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const demo = (name: string) => uuidFromName(`demo-auftrag/${name}`);

/**
 * Issue 28: an asked disposer offers inside the portal (POST /v1/auftrag/{id}/angebotAbgeben), not
 * only through its mail link, and its dashboard lists what waits for it (the order list's filters
 * zuBeantworten, zuBestaetigen, leistungFaelligBis). The demo's V-DEMO-103 asks Entsorgung Nord and
 * Container-Dienst West and has no answer; V-DEMO-101 Nord has answered already.
 */
describe('a disposer offers in the portal and sees its work (issue 28)', () => {
  let t: TestApp;
  let nord: Browser;
  let west: Browser;
  let inhaber: Browser;
  let support: Browser;
  let admin: Browser;
  const anfrage = demo('angebot-offen');
  const beantwortet = demo('angebotsanfrage');

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await projektionenAbwarten(t);
    nord = await anmelden(t, 'dispo@entsorgung-nord.example');
    west = (await westAnmelden(t)).browser;
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    support = await anmelden(t, 'support@abfallportal.example');
    admin = await anmelden(t, 'admin@abfallportal.example');
  }, 120_000);
  afterAll(() => t.close());

  const liste = async (b: Browser, filter: object): Promise<AuftragListeEintrag[]> => {
    const res = await b.get(`/api/v1/auftrag?range=[0,99]&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(res.status).toBe(200);
    return res.body as AuftragListeEintrag[];
  };
  const nummern = async (b: Browser, filter: object) => (await liste(b, filter)).map((a) => a.vorgangsnummer).sort();
  /** The number of a demo order, or of its follow-up order of this kind. */
  const nummer = async (name: string, art?: string): Promise<string> => {
    const where = art ? { hauptauftrag_id: demo(name), auftragsart: art } : { id: demo(name) };
    return ((await t.db('auftrag_uebersicht').where(where).first('vorgangsnummer')) as { vorgangsnummer: string }).vorgangsnummer;
  };
  const anbieten = (b: Browser, id: string, felder: Record<string, string>, datei?: { data: Buffer; name: string; typ: string }) => {
    let req = b.agent.post(`/api/v1/auftrag/${id}/angebotAbgeben`).set('X-XSRF-TOKEN', b.xsrf);
    for (const [name, wert] of Object.entries(felder)) req = req.field(name, wert);
    return datei ? req.attach('pdfFile', datei.data, { filename: datei.name, contentType: datei.typ }) : req;
  };

  it('lists the requests each asked disposer has not answered, and nothing for anyone else', async () => {
    expect(await nummern(nord, { zuBeantworten: true })).toEqual(['V-DEMO-103']);
    // West declined V-DEMO-101 and V-DEMO-104; V-DEMO-103 waits for it as well.
    expect(await nummern(west, { zuBeantworten: true })).toEqual(['V-DEMO-103']);
    expect(await liste(inhaber, { zuBeantworten: true })).toEqual([]);
    expect(await liste(support, { zuBeantworten: true })).toEqual([]);
  });

  it('lists the orders and follow-up orders Nord has to confirm, its own only', async () => {
    const zuBestaetigen = await liste(nord, { zuBestaetigen: true });
    const erwartet = [
      await nummer('bestellt'),
      await nummer('erinnert'),
      await nummer('vor-ort', 'ZUSATZLEERUNG'),
      await nummer('leerung-bestaetigt', 'BEHAELTERTAUSCH'),
      await nummer('leistung-erinnert', 'ZUSATZLEERUNG'),
      await nummer('leistung-erinnert', 'BEHAELTERTAUSCH'),
      await nummer('abzug-beauftragt', 'BEHAELTERABZUG'),
      await nummer('abzug-erinnert', 'BEHAELTERABZUG'),
    ];
    expect(zuBestaetigen.map((a) => a.vorgangsnummer).sort()).toEqual(erwartet.sort());
    expect(await liste(west, { zuBestaetigen: true })).toEqual([]);
    expect(await liste(inhaber, { zuBestaetigen: true })).toEqual([]);
  });

  it('lists the services due by tomorrow, Berlin days: deliveries, extra emptyings, swaps and pick-ups', async () => {
    const faellig = await nummern(nord, { leistungFaelligBis: 1 });
    // Delivery today, a delivery under way since two days, a pick-up under way today, an extra emptying tomorrow.
    for (const n of [
      await nummer('bestaetigt'),
      await nummer('in-anlieferung'),
      await nummer('in-abholung', 'BEHAELTERABZUG'),
      await nummer('leerung-bestaetigt', 'ZUSATZLEERUNG'),
    ])
      expect(faellig).toContain(n);
    // The day after tomorrow, or not yet accepted: not due.
    for (const n of [
      await nummer('neuer-termin'),
      await nummer('abzug-bestaetigt', 'BEHAELTERABZUG'),
      await nummer('leerung-bestaetigt', 'BEHAELTERTAUSCH'),
      await nummer('bestellt'),
    ])
      expect(faellig).not.toContain(n);
    expect(await nummern(nord, { leistungFaelligBis: 0 })).not.toContain(await nummer('leerung-bestaetigt', 'ZUSATZLEERUNG'));
    expect(await liste(inhaber, { leistungFaelligBis: 1 })).toEqual([]);
    expect((await nord.get(`/api/v1/auftrag?filter=${encodeURIComponent('{"leistungFaelligBis":99}')}`)).status).toBe(400);
  });

  it('refuses everyone but an asked disposer, and a refused offer changes nothing', async () => {
    await projektionenAbwarten(t);
    const vorher = await tabellenStand(t);
    const felder = { preis: '480,00', kommentar: 'Darf nicht ankommen' };
    const datei = { data: PDF, name: 'angebot.pdf', typ: 'application/pdf' };
    // Not a disposer: the producer and staff (they enter offers through the offer assignment).
    for (const b of [inhaber, support, admin]) {
      const res = await anbieten(b, anfrage, felder, datei);
      expect([res.status, res.body.message]).toEqual([403, NUR_ANGEFRAGTE_ENTSORGER]);
    }
    // An order the disposer does not see: waiting for Musterbau's internal approval, another disposer's, none at all.
    expect((await anbieten(nord, demo('zur-freigabe'), felder, datei)).status).toBe(404);
    expect((await anbieten(west, demo('bestellt'), felder, datei)).status).toBe(404);
    expect((await anbieten(nord, '00000000-0000-4000-8000-000000000000', felder)).status).toBe(404);
    // Answered already, not a request, a broken price, not a PDF.
    expect((await anbieten(nord, beantwortet, felder, datei)).status).toBe(409);
    expect((await anbieten(nord, demo('bestellt'), felder)).status).toBe(400);
    const preis = await anbieten(nord, anfrage, { preis: 'viel' });
    expect([preis.status, Object.keys(preis.body.errors ?? {})]).toEqual([400, ['preis']]);
    expect((await anbieten(nord, anfrage, felder, { data: Buffer.from('kein pdf'), name: 'a.pdf', typ: 'application/pdf' })).status).toBe(
      415,
    );
    // Without the anti-forgery token.
    expect((await nord.agent.post(`/api/v1/auftrag/${anfrage}/angebotAbgeben`).field('preis', '480,00')).status).toBe(403);
    await projektionenAbwarten(t);
    const nachher = await tabellenStand(t);
    expect(Object.keys(vorher).filter((tabelle) => vorher[tabelle] !== nachher[tabelle])).toEqual([]);
  });

  it('takes Nord’s offer with its PDF; the producer sees it, West does not, and it leaves Nord’s list', async () => {
    const res = await anbieten(
      nord,
      anfrage,
      { preis: '1.250,50', kommentar: 'Mit Anfahrt, 14 Tage Miete' },
      {
        data: PDF,
        name: 'angebot.pdf',
        typ: 'application/pdf',
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: anfrage, status: 'ANGEBOT_AN_KUNDEN' });

    const angebote = (await inhaber.get(`/api/v1/auftrag/${anfrage}/angebote`)).body as Angebot[];
    const vonNord = angebote.find((a) => a.entsorgerName === 'Entsorgung Nord GmbH');
    expect(vonNord).toMatchObject({
      status: 'abgegeben',
      preis: 1250.5,
      kommentar: 'Mit Anfahrt, 14 Tage Miete',
      angebotsnummer: 'V-DEMO-103-A1',
    });
    expect(vonNord?.eingegangenAm?.slice(0, 10)).toBe(new Date().toISOString().slice(0, 10));
    const pdf = await inhaber.get(vonNord!.pdf!);
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    // The producer is told in its tasks: the request now waits for its decision.
    expect((await liste(inhaber, { meineAufgaben: true })).map((a) => a.id)).toContain(anfrage);

    // West reads only its own (still open) row; the request still waits for West's answer, no longer for Nord's.
    expect(((await west.get(`/api/v1/auftrag/${anfrage}/angebote`)).body as Angebot[]).map((a) => [a.status, a.preis])).toEqual([
      ['offen', null],
    ]);
    expect(await liste(nord, { zuBeantworten: true })).toEqual([]);
    expect(await nummern(west, { zuBeantworten: true })).toEqual(['V-DEMO-103']);
    // Once is enough: a second offer is a conflict.
    expect((await anbieten(nord, anfrage, { preis: '999' })).status).toBe(409);
  });

  it('an order given to Nord from a request is Nord’s to confirm, not West’s', async () => {
    const annehmen = await inhaber.post(`/api/v1/workflow/angebotAnnehmen/${beantwortet}`, {
      entsorgerId: (await t.db('entsorger').where({ name: 'Entsorgung Nord GmbH' }).first('id')).id,
      wunschdatum: inTagen(5),
      kommentar: null,
    });
    expect(annehmen.status).toBe(200);
    expect((await liste(nord, { zuBestaetigen: true })).map((a) => a.id)).toContain(beantwortet);
    expect(await liste(west, { zuBestaetigen: true })).toEqual([]);
  });
});
