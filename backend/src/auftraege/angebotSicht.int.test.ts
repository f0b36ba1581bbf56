import type { AuftragDetails, AuftragHistorieEintrag, AuftragListeEintrag, WorkflowAktion } from '@abfallportal/common/auftragWire';
import type { Angebot } from '@abfallportal/common/angebot';
import { FREMD_VERGEBEN_TEXT } from '@abfallportal/common/auftragStatusText';
import { eventually } from '../../../test/support/eventually';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { westAnmelden } from '../testing/zweiterEntsorger';
import { demoBestellung, inTagen } from './testing/demoBestellung';

/**
 * Issue 28: what a disposer reads of an offer request it was asked for. The demo's V-DEMO-101 asks
 * Entsorgung Nord (offered 455 €) and Container-Dienst West (declined, "Keine Fahrzeuge frei …").
 * Neither reads the other's name, price or reason — not in the list, the details, the history or
 * the offers — and the one not given the order can no longer act on it. V-DEMO-102 waits for
 * Musterbau's internal approval and is not Nord's until it is approved.
 */
describe('a disposer reads only its own part of an order (issue 28)', () => {
  let t: TestApp;
  let nord: Browser;
  let west: Browser;
  let inhaber: Browser;
  let anfrage: { id: string };
  let freigabe: { id: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    ids.west = await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' });
    ids.nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    nord = await anmelden(t, 'dispo@entsorgung-nord.example');
    west = (await westAnmelden(t)).browser;
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    anfrage = (await t.db('auftrag_uebersicht').where({ vorgangsnummer: 'V-DEMO-101' }).first('id')) as { id: string };
    freigabe = (await t.db('auftrag_uebersicht').where({ vorgangsnummer: 'V-DEMO-102' }).first('id')) as { id: string };
  }, 120_000);
  afterAll(() => t.close());

  const liste = async (b: Browser) => (await b.get('/api/v1/auftrag?range=[0,99]')).body as AuftragListeEintrag[];
  const historie = async (b: Browser, id: string) => {
    const res = await b.get(`/api/v1/auftrag/${id}/historie`);
    expect(res.status).toBe(200);
    return res.body as AuftragHistorieEintrag[];
  };
  const alles = async (b: Browser, id: string) =>
    JSON.stringify([
      (await liste(b)).find((a) => a.id === id),
      (await b.get(`/api/v1/auftrag/${id}`)).body,
      await historie(b, id),
      (await b.get(`/api/v1/auftrag/${id}/angebote`)).body,
    ]);

  it('each asked disposer reads the request and its own answer, nothing of the other', async () => {
    const nordSieht = await alles(nord, anfrage.id);
    expect(nordSieht).toContain('455');
    expect(nordSieht).not.toContain('Container-Dienst West');
    expect(nordSieht).not.toContain('Keine Fahrzeuge frei');
    expect(nordSieht).not.toContain('Angebotsanfrage abgelehnt');

    const westSieht = await alles(west, anfrage.id);
    expect(westSieht).toContain('Keine Fahrzeuge frei');
    expect(westSieht).not.toContain('Entsorgung Nord');
    expect(westSieht).not.toContain('455');
    expect(westSieht).not.toContain('Jana Petersen');

    const details = (await nord.get(`/api/v1/auftrag/${anfrage.id}`)).body as AuftragDetails;
    expect(details).toMatchObject({ angebotsEntsorgerNamen: [], numberAngebotReceived: 0, numberAngebotRequested: 0 });
    expect(((await west.get(`/api/v1/auftrag/${anfrage.id}/angebote`)).body as Angebot[]).map((a) => a.entsorgerId)).toEqual([ids.west]);
    // Both answered already (Nord offered, West declined): neither is offered an answer again.
    for (const b of [nord, west]) expect((await b.get(`/api/v1/workflow/entsorgerStateTransitions/${anfrage.id}`)).body).toEqual([]);
    // The other's offer PDF is not there for it either.
    expect((await west.get(`/api/v1/auftrag/${anfrage.id}/angebote/${ids.nord}/pdf`)).status).toBe(404);
  });

  it('the producer and staff still read every offer and decline', async () => {
    const eintraege = (await historie(inhaber, anfrage.id)).map((h) => h.beschreibung).join('\n');
    expect(eintraege).toContain('Keine Fahrzeuge frei');
    expect(eintraege).toContain('455');
    const support = await anmelden(t, 'support@abfallportal.example');
    expect(((await support.get(`/api/v1/auftrag/${anfrage.id}`)).body as AuftragDetails).angebotsEntsorgerNamen).toEqual([
      'Container-Dienst West GmbH',
      'Entsorgung Nord GmbH',
    ]);
  });

  it('after the producer accepts Nord’s offer, West learns it without name or price and cannot act on the order', async () => {
    const res = await inhaber.post(`/api/v1/workflow/angebotAnnehmen/${anfrage.id}`, {
      entsorgerId: ids.nord,
      wunschdatum: (await t.db('auftrag_uebersicht').where({ id: anfrage.id }).first('wunsch_liefertermin')).wunsch_liefertermin,
    });
    expect(res.status).toBe(200);
    await t.aufholen(['auftraege']);

    const westHistorie = await historie(west, anfrage.id);
    expect(westHistorie.at(-1)).toMatchObject({ beschreibung: FREMD_VERGEBEN_TEXT, status: null });
    const westSieht = await alles(west, anfrage.id);
    expect(westSieht).not.toContain('455');
    expect(westSieht).not.toContain('Entsorgung Nord');
    const details = (await west.get(`/api/v1/auftrag/${anfrage.id}`)).body as AuftragDetails;
    expect(details).toMatchObject({ entsorgerId: null, entsorgerName: null, entsorger: null, geschaetzterPreis: null, kundennummer: null });
    expect((await west.get(`/api/v1/auftrag/${anfrage.id}/leistungsuebersicht`)).status).toBe(404);

    // The order is Nord's now: West is offered no action, and an action sent anyway changes nothing.
    expect((await west.get(`/api/v1/workflow/entsorgerStateTransitions/${anfrage.id}`)).body).toEqual([]);
    const vorher = await t.eventStore.readStream(`auftrag-${anfrage.id}`);
    const annehmen = await west.post(`/api/v1/workflow/bestellungAnnehmen/${anfrage.id}`, {});
    expect(annehmen.status).toBe(403);
    expect(annehmen.body.message).toMatch(/anderer Entsorger/);
    expect(await t.eventStore.readStream(`auftrag-${anfrage.id}`)).toHaveLength(vorher.length);

    const nordAktionen = ((await nord.get(`/api/v1/workflow/entsorgerStateTransitions/${anfrage.id}`)).body as WorkflowAktion[]).map(
      (a) => a.name,
    );
    expect(nordAktionen).toContain('bestellungAnnehmen');
    const nordDetails = (await nord.get(`/api/v1/auftrag/${anfrage.id}`)).body as AuftragDetails;
    expect(nordDetails).toMatchObject({ entsorgerId: ids.nord, geschaetzterPreis: 455 });
    expect(JSON.stringify(await historie(nord, anfrage.id))).not.toContain('Keine Fahrzeuge frei');
  });

  it('an order waiting for the producer’s internal approval is not the disposer’s until it is approved', async () => {
    expect((await liste(nord)).map((a) => a.id)).not.toContain(freigabe.id);
    expect((await nord.get(`/api/v1/auftrag/${freigabe.id}`)).status).toBe(404);
    expect((await nord.get(`/api/v1/auftrag/${freigabe.id}/historie`)).status).toBe(404);

    const frei = await inhaber.post(`/api/v1/workflow/bestellungFreigeben/${freigabe.id}`, {});
    expect(frei.status).toBe(200);
    await t.aufholen(['auftraege']);
    expect((await liste(nord)).map((a) => a.id)).toContain(freigabe.id);
    const eintraege = await historie(nord, freigabe.id);
    expect(eintraege.length).toBeGreaterThan(0);
    expect(eintraege.map((e) => e.status)).not.toContain('BESTELLUNG_ZUR_FREIGABE');
    expect(((await nord.get(`/api/v1/auftrag/${freigabe.id}`)).body as AuftragDetails).freigeber).toBeNull();
    // The producer still reads the whole approval story.
    expect((await historie(inhaber, freigabe.id)).map((e) => e.status)).toContain('BESTELLUNG_ZUR_FREIGABE');
  });

  it('tells a disposer whose offer lost by mail, without the winner’s name or price; a disposer that declined itself gets none', async () => {
    const support = await anmelden(t, 'support@abfallportal.example');
    const neu = await inhaber.post(
      '/api/v1/auftrag',
      await demoBestellung(t.db, { entsorgerId: undefined, angebotEntsorgerIds: [ids.nord!, ids.west!] }),
    );
    expect(neu.status).toBe(201);
    const { id, vorgangsnummer } = neu.body as { id: string; vorgangsnummer: string };
    for (const [entsorgerId, preis] of [
      [ids.nord!, 612.5],
      [ids.west!, 698],
    ])
      expect((await support.post(`/api/v1/auftrag/${id}/angebotErfassen`, { entsorgerId, preis })).status).toBe(200);
    expect((await inhaber.post(`/api/v1/workflow/angebotAnnehmen/${id}`, { entsorgerId: ids.nord, wunschdatum: inTagen(3) })).status).toBe(
      200,
    );
    const absagen = await eventually(async () => {
      const mails = (await t
        .db('mail_outbox')
        .where({ anlass: 'ANGEBOT_NICHT_ANGENOMMEN' })
        .whereLike('betreff', `%${vorgangsnummer}%`)) as {
        empfaenger: string;
        text: string;
      }[];
      if (mails.length === 0) throw new Error('noch keine Absage');
      return mails;
    });
    expect(absagen.map((m) => m.empfaenger)).toEqual(['service@container-west.example']);
    expect(absagen[0]!.text).toContain('anderes Angebot');
    expect(absagen[0]!.text).not.toMatch(/Entsorgung Nord|612/);
    // V-DEMO-101 above: West declined itself and hears nothing more.
    const demo = await t.db('mail_outbox').where({ anlass: 'ANGEBOT_NICHT_ANGENOMMEN' }).whereLike('betreff', '%V-DEMO-101%');
    expect(demo).toEqual([]);
  });
});
