import type { AuftragDetails, AuftragHistorieEintrag, TokenSeite, WorkflowAktion } from '@abfallportal/common/auftragWire';
import { randomUUID } from 'node:crypto';
import { eventually } from '../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { startJobs, type Jobs } from '../platform/jobs/jobs';
import { silentJobsLog } from '../platform/jobs/silentJobsLog';
import { abzugAufHauptauftrag, ERINNERUNG_JOB, erinnerungenSenden, erinnerungJob } from './folgeauftragSystem';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';
type OutboxMail = { betreff: string; text: string; links: string[]; anlass: string };

/** What a token page may show of an order: what is being confirmed, nothing else of the producer. */
const ERLAUBT = [
  'vorgangsnummer',
  'status',
  'erzeugerName',
  'anfallstelle',
  'behaelter',
  'anzahl',
  'fraktion',
  'avvName',
  'wunschLiefertermin',
  'liefertermin',
  'wunschAbholtermin',
  'kommentar',
  'hauptauftragVorgangsnummer',
];

describe('services on a container on site: follow-up orders, links, reminders', () => {
  let t: TestApp;
  let inhaber: Browser;
  let dispo: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    dispo = await anmelden(t, ENTSORGER_MAIL);
  });
  afterAll(() => t.close());

  const bestellen = async (): Promise<{ id: string; vorgangsnummer: string }> => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect(res.status).toBe(201);
    return res.body as { id: string; vorgangsnummer: string };
  };

  /** A placed order whose container the disposer delivered (VOR_ORT). */
  const vorOrt = async () => {
    const a = await bestellen();
    for (const aktion of ['bestellungAnnehmen', 'anlieferungStarten', 'behaelterGestellt']) {
      expect((await dispo.post(`/api/v1/workflow/${aktion}/${a.id}`, {})).status).toBe(200);
    }
    return a;
  };

  const beauftragen = (aktion: string, hauptId: string, wunschtermin = inTagen(2)) =>
    inhaber.post(`/api/v1/workflow/${aktion}/${hauptId}`, { wunschtermin, kommentar: 'Bitte vormittags' });

  const details = async (id: string): Promise<AuftragDetails> => (await inhaber.get(`/api/v1/auftrag/${id}`)).body as AuftragDetails;

  const mailMit = (anlass: string, vorgangsnummer: string): Promise<OutboxMail> =>
    eventually(async () => {
      const m = (await t
        .db('mail_outbox')
        .where({ anlass, empfaenger: ENTSORGER_MAIL })
        .whereLike('betreff', `%${vorgangsnummer}%`)
        .first()) as OutboxMail | undefined;
      if (!m) throw new Error(`keine Mail ${anlass} für ${vorgangsnummer}`);
      return m;
    });

  const mailAnzahl = async (anlass: string, vorgangsnummer: string): Promise<number> =>
    Number(
      ((await t.db('mail_outbox').where({ anlass }).whereLike('betreff', `%${vorgangsnummer}%`).count('* as n').first()) as { n: string })
        .n,
    );

  const link = (mail: OutboxMail, aktion: string) => {
    const l = mail.links.find((x) => x.includes(`/statetransition/${aktion}/`));
    if (!l) throw new Error(`kein Link ${aktion}`);
    return `/api/v1/public/workflow/${aktion}/${l.split('/').pop()!}`;
  };

  it('orders each service as a follow-up order with its own number; both orders show the relation', async () => {
    const haupt = await vorOrt();
    const arten = [
      ['zusatzleerungBeauftragen', 'ZUSATZLEERUNG'],
      ['behaeltertauschBeauftragen', 'BEHAELTERTAUSCH'],
      ['behaelterabzugBeauftragen', 'BEHAELTERABZUG'],
    ] as const;
    const ids: string[] = [];
    for (const [aktion, art] of arten) {
      const res = await beauftragen(aktion, haupt.id);
      expect(res.status).toBe(200);
      expect(res.body.id).not.toBe(haupt.id);
      expect(res.body.status).toBe(`${art}_BEAUFTRAGT`);
      ids.push(res.body.id as string);
      const folge = await details(res.body.id as string);
      expect(folge).toMatchObject({
        auftragsart: art,
        anfallstelleId: (await details(haupt.id)).anfallstelleId,
        behaelter: 'Absetzmulde 7 m3',
        anzahl: 2,
        wunschLiefertermin: inTagen(2),
        hauptauftrag: { id: haupt.id, vorgangsnummer: haupt.vorgangsnummer },
      });
      expect(folge.vorgangsnummer).not.toBe(haupt.vorgangsnummer);
    }
    const h = await details(haupt.id);
    expect(h.status.type).toBe('VOR_ORT');
    expect(h.hauptauftrag).toBeNull();
    expect(h.folgeauftraege?.map((f) => [f.id, f.auftragsart])).toEqual(arten.map(([, art], i) => [ids[i], art]));

    // A second removal of the same container, and a service ordered from a follow-up order, are refused.
    const zweiterAbzug = await beauftragen('behaelterabzugBeauftragen', haupt.id);
    expect(zweiterAbzug.status).toBe(409);
    expect(zweiterAbzug.body.message).toBe('Für diesen Behälter ist bereits ein Behälterabzug beauftragt.');
    const ausFolge = await beauftragen('zusatzleerungBeauftragen', ids[0]!);
    expect(ausFolge.status).toBe(400);
    // Without a date, in the past, or for another producer's order: refused, nothing appended.
    expect((await inhaber.post(`/api/v1/workflow/zusatzleerungBeauftragen/${haupt.id}`, {})).status).toBe(400);
    expect((await beauftragen('zusatzleerungBeauftragen', haupt.id, inTagen(-1))).status).toBe(400);
    const korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    expect((await korn.post(`/api/v1/workflow/zusatzleerungBeauftragen/${haupt.id}`, { wunschtermin: inTagen(2) })).status).toBe(404);
    expect((await details(haupt.id)).folgeauftraege).toHaveLength(3);

    // The producer's buttons on the main order: problem report and the services still possible (issue 28): no second
    // removal; an extra emptying and a swap while one of their kind is open, with a warning naming it.
    const buttons = (await inhaber.get(`/api/v1/workflow/stateTransitions/${haupt.id}`)).body as WorkflowAktion[];
    expect(buttons.map((b) => b.name)).toEqual(['problemMelden', 'zusatzleerungBeauftragen', 'behaeltertauschBeauftragen']);
    const [, zusatz, tausch] = buttons;
    const folgeNummern = (await details(haupt.id)).folgeauftraege!.map((f) => f.vorgangsnummer);
    expect(zusatz!.hinweis).toBe(
      `Für diesen Behälter ist bereits eine Zusatzleerung beauftragt und noch offen: ${folgeNummern[0]} („Zusatzleerung beauftragt“). Eine weitere wird zusätzlich beauftragt.`,
    );
    expect(tausch!.hinweis).toContain(folgeNummern[1]);
    expect(buttons[0]!.hinweis).toBeUndefined();

    // The main order's history tells the follow-ups' story too, each entry naming its follow-up order.
    const historie = (await inhaber.get(`/api/v1/auftrag/${haupt.id}/historie`)).body as AuftragHistorieEintrag[];
    for (const [i, nummer] of folgeNummern.entries()) {
      expect(historie.find((h) => h.folgeauftrag?.id === ids[i])?.beschreibung).toMatch(
        new RegExp(`^Folgeauftrag ${nummer}: (Zusatzleerung|Behältertausch|Behälterabzug) beauftragt`),
      );
    }
    const zeiten = historie.map((h) => h.zeitpunkt);
    expect([...zeiten].sort()).toEqual(zeiten);
    // The disposer of the order reads the same story.
    const dispoHistorie = (await dispo.get(`/api/v1/auftrag/${haupt.id}/historie`)).body as AuftragHistorieEintrag[];
    expect(dispoHistorie.filter((h) => h.folgeauftrag).length).toBe(3);
    const antworten = (await dispo.get(`/api/v1/workflow/entsorgerStateTransitions/${ids[1]}`)).body as WorkflowAktion[];
    expect(antworten.map((b) => [b.name, b.felder])).toEqual([
      ['behaeltertauschAnnehmen', []],
      ['behaeltertauschAnnehmenAenderungWunschtermin', ['wunschtermin', 'begruendung']],
    ]);
  });

  it('answers the six token links from the real outbox: the page shows what is confirmed, POST changes once', async () => {
    const a = await vorOrt();
    const b = await vorOrt();
    const arten = [
      ['zusatzleerung', 'ZUSATZLEERUNG'],
      ['behaeltertausch', 'BEHAELTERTAUSCH'],
      ['behaelterabzug', 'BEHAELTERABZUG'],
    ] as const;
    const oeffentlich = (await t.browser()).agent;
    for (const [name, art] of arten) {
      for (const [haupt, aktion] of [
        [a, `${name}Annehmen`],
        [b, `${name}AnnehmenAenderungWunschtermin`],
      ] as const) {
        const res = await beauftragen(`${name}Beauftragen`, haupt.id);
        const folge = await details(res.body.id as string);
        const mail = await mailMit(`${art}_BEAUFTRAGT`, folge.vorgangsnummer);
        expect(mail.links).toHaveLength(2);
        expect(mail.text).toContain('Am Sandtorkai 40');
        expect(mail.text).toContain(haupt.vorgangsnummer);
        expect(mail.text).toContain('m³');
        expect(mail.text).not.toMatch(/\bm3\b/);
        const url = link(mail, aktion);

        const seite = await oeffentlich.get(url);
        expect(seite.status).toBe(200);
        const s = seite.body as TokenSeite;
        expect(Object.keys(s.auftrag).every((k) => ERLAUBT.includes(k))).toBe(true);
        expect(s.auftrag).toMatchObject({
          vorgangsnummer: folge.vorgangsnummer,
          hauptauftragVorgangsnummer: haupt.vorgangsnummer,
          anfallstelle: { strasse: 'Am Sandtorkai 40', plz: '20457', ort: 'Hamburg' },
          behaelter: 'Absetzmulde 7 m3',
          wunschLiefertermin: inTagen(2),
        });
        expect(JSON.stringify(s)).not.toMatch(/geschaetzterPreis|vorgangsKommentar|besteller/i);

        const aendern = aktion.endsWith('AenderungWunschtermin');
        expect(s.felder).toEqual(aendern ? ['wunschtermin', 'begruendung'] : []);
        const ok = await oeffentlich.post(url).send(aendern ? { wunschtermin: inTagen(4), begruendung: 'Fahrzeug in Wartung' } : {});
        expect(ok.status).toBe(200);
        expect(ok.body.status).toBe(aendern ? `${art}_AENDERUNG_WUNSCHTERMIN` : `${art}_BESTAETIGT`);
        const nochmal = await oeffentlich.post(url).send({ wunschtermin: inTagen(5) });
        expect(nochmal.status).toBe(410);
        const nachher = await details(folge.id);
        expect(nachher.status.type).toBe(ok.body.status);
        if (aendern) expect(nachher.wunschLiefertermin).toBe(inTagen(4));
        expect((await t.eventStore.readStream(`auftrag-${folge.id}`)).length).toBe(2);
      }
    }
  });

  it('lets 50 parallel uses of one link change the follow-up order once', async () => {
    const haupt = await vorOrt();
    const res = await beauftragen('behaeltertauschBeauftragen', haupt.id);
    const folge = await details(res.body.id as string);
    const url = link(await mailMit('BEHAELTERTAUSCH_BEAUFTRAGT', folge.vorgangsnummer), 'behaeltertauschAnnehmen');
    const oeffentlich = (await t.browser()).agent;
    const antworten = await Promise.all(Array.from({ length: 50 }, () => oeffentlich.post(url).send({})));
    expect(antworten.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(antworten.every((r) => [200, 409, 410].includes(r.status))).toBe(true);
    const events = await t.eventStore.readStream(`auftrag-${folge.id}`);
    expect(events.map((e) => e.type)).toEqual(['AuftragAufgegeben', 'AuftragStatusGeaendert']);
  });

  it('completes the main order once when its removal is done, also when the event is delivered again', async () => {
    const haupt = await vorOrt();
    const res = await beauftragen('behaelterabzugBeauftragen', haupt.id);
    const folgeId = res.body.id as string;
    for (const aktion of ['behaelterabzugAnnehmen', 'abholungStarten', 'abholungDurchgefuehrt']) {
      const r = await dispo.post(`/api/v1/workflow/${aktion}/${folgeId}`, {});
      expect(r.status).toBe(200);
    }
    expect((await details(folgeId)).status.type).toBe('ABRECHNUNG');
    await eventually(async () => {
      if ((await details(haupt.id)).status.type !== 'ABRECHNUNG') throw new Error('Hauptauftrag noch nicht abgerechnet');
    });
    // A redelivery of the removal's last event (same event id) appends nothing.
    const letztes = (await t.eventStore.readStream(`auftrag-${folgeId}`)).at(-1)!;
    await abzugAufHauptauftrag({ db: t.db, eventStore: t.eventStore, jetzt: () => t.uhr.jetzt, neueId: randomUUID }, folgeId, letztes.id);
    const events = await t.eventStore.readStream(`auftrag-${haupt.id}`);
    expect(events.filter((e) => (e.data as { aktion?: string }).aktion === 'behaelterabzugDurchgefuehrt')).toHaveLength(1);
    const historie = (await inhaber.get(`/api/v1/auftrag/${haupt.id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie.at(-1)).toMatchObject({ akteur: 'System', status: 'ABRECHNUNG' });
    // The main order is closed as usual afterwards.
    expect((await dispo.post(`/api/v1/workflow/auftragAbschliessen/${haupt.id}`, {})).status).toBe(200);
  });

  it('reminds each unanswered order once, with two workers and a fast clock, and mails fresh links', async () => {
    const bestellung = await bestellen();
    const haupt = await vorOrt();
    const folgeId = (await beauftragen('zusatzleerungBeauftragen', haupt.id, inTagen(5))).body.id as string;
    const folge = await details(folgeId);
    const deps = () => ({ db: t.db, eventStore: t.eventStore, jetzt: () => t.uhr.jetzt, neueId: randomUUID });

    // Not yet: the disposer still has time.
    await Promise.all([erinnerungenSenden(deps(), 48), erinnerungenSenden(deps(), 48)]);
    expect((await details(bestellung.id)).status.type).toBe('BESTELLUNG');

    t.uhr.vorstellen(49 * 60);
    await t.aufholen(['auftraege']);
    const [eins, zwei] = await Promise.all([erinnerungenSenden(deps(), 48), erinnerungenSenden(deps(), 48)]);
    expect(eins + zwei).toBeGreaterThanOrEqual(2);
    // A third run (a restarted worker) finds nothing left to remind.
    await t.aufholen(['auftraege']);
    await erinnerungenSenden(deps(), 48);
    await t.aufholen(['auftraege']);

    for (const [id, nach] of [
      [bestellung.id, 'BESTELLUNG_ERINNERUNG'],
      [folgeId, 'ZUSATZLEERUNG_ERINNERUNG'],
    ] as const) {
      const events = await t.eventStore.readStream(`auftrag-${id}`);
      expect(events.filter((e) => (e.data as { nach?: string }).nach === nach)).toHaveLength(1);
      expect(events.at(-1)!.metadata.actorId).toBeNull();
      const historie = (await inhaber.get(`/api/v1/auftrag/${id}/historie`)).body as AuftragHistorieEintrag[];
      expect(historie.at(-1)).toMatchObject({ akteur: 'System', status: nach });
    }
    const erinnerung = await mailMit('BESTELLUNG_ERINNERUNG', bestellung.vorgangsnummer);
    expect(erinnerung.links).toHaveLength(3);
    const leistung = await mailMit('ZUSATZLEERUNG_ERINNERUNG', folge.vorgangsnummer);
    expect(leistung.links).toHaveLength(2);
    expect(await mailAnzahl('BESTELLUNG_ERINNERUNG', bestellung.vorgangsnummer)).toBe(1);
    expect(await mailAnzahl('ZUSATZLEERUNG_ERINNERUNG', folge.vorgangsnummer)).toBe(1);

    // The fresh link answers the order; the first mail's link then shows it answered.
    const oeffentlich = (await t.browser()).agent;
    expect((await oeffentlich.post(link(leistung, 'zusatzleerungAnnehmen')).send({})).status).toBe(200);
    const erste = await mailMit('ZUSATZLEERUNG_BEAUFTRAGT', folge.vorgangsnummer);
    expect((await oeffentlich.get(link(erste, 'zusatzleerungAnnehmen'))).status).toBe(410);
  });

  it('runs the reminder as a pg-boss job: two worker processes, many ticks, one reminder and one mail', async () => {
    const bestellung = await bestellen();
    t.uhr.vorstellen(49 * 60);
    await t.aufholen(['auftraege']);
    const deps = { db: t.db, eventStore: t.eventStore, jetzt: () => t.uhr.jetzt, neueId: randomUUID };
    const worker: Jobs[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        worker.push(
          await startJobs({
            connectionString: t.databaseUrl,
            config: { JOBS: 'inprocess', SMTP_URL: undefined, MAIL_FROM: 'x@example.org', publicUrl: 'http://localhost:3000' },
            db: t.db,
            log: silentJobsLog,
            runWorkers: true,
            pollingIntervalSeconds: 0.5,
            geplant: [erinnerungJob(deps, 48)],
          }),
        );
      }
      // Several ticks at once, sent from both processes (as if the cron fired while a run was still going).
      await Promise.all(worker.flatMap((w) => [w.boss.send(ERINNERUNG_JOB, {}), w.boss.send(ERINNERUNG_JOB, {})]));
      await eventually(async () => {
        if ((await details(bestellung.id)).status.type !== 'BESTELLUNG_ERINNERUNG') throw new Error('noch nicht erinnert');
      }, 20_000);
      await Promise.all(worker.map((w) => w.boss.send(ERINNERUNG_JOB, {})));
      await mailMit('BESTELLUNG_ERINNERUNG', bestellung.vorgangsnummer);
      await new Promise((r) => setTimeout(r, 1500));
    } finally {
      for (const w of worker) await w.stop();
    }
    const events = await t.eventStore.readStream(`auftrag-${bestellung.id}`);
    expect(events.filter((e) => (e.data as { nach?: string }).nach === 'BESTELLUNG_ERINNERUNG')).toHaveLength(1);
    expect(await mailAnzahl('BESTELLUNG_ERINNERUNG', bestellung.vorgangsnummer)).toBe(1);
  });
});
