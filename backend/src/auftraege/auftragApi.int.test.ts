import { randomUUID } from 'node:crypto';
import type {
  AuftragDetails,
  AuftragHistorieEintrag,
  AuftragListeEintrag,
  Leistungsuebersicht,
  TokenSeite,
  WorkflowAktion,
} from '@abfallportal/common/auftragWire';
import { eventually } from '../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';

const bestellungsMail = async (t: TestApp, vorgangsnummer: string) =>
  eventually(async () => {
    const mail = (await t
      .db('mail_outbox')
      .where({ empfaenger: ENTSORGER_MAIL, anlass: 'BESTELLUNG' })
      .whereLike('betreff', `%${vorgangsnummer}%`)
      .first()) as { text: string; links: string[]; betreff: string } | undefined;
    if (!mail) throw new Error(`keine Bestellungsmail für ${vorgangsnummer}`);
    return mail;
  });

const linkFuer = (links: string[], aktion: string): { aktion: string; token: string } => {
  const link = links.find((l) => l.includes(`/statetransition/${aktion}/`));
  if (!link) throw new Error(`kein Link für ${aktion}`);
  return { aktion, token: link.split('/').pop()! };
};

describe('orders: place, answer by link, list, details, history', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
  });
  afterAll(() => t.close());

  const bestellen = async (mehr = {}) => {
    const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db, mehr));
    expect(res.status).toBe(201);
    return res.body as { id: string; vorgangsnummer: string; status: string; projektionenAktuell: boolean };
  };

  it('places an order that the list and details show at once, and mails the disposer its links', async () => {
    const auftrag = await bestellen();
    expect(auftrag.status).toBe('BESTELLUNG');
    expect(auftrag.vorgangsnummer).toMatch(/^V-\d{4}-\d{6}$/);
    expect(auftrag.projektionenAktuell).toBe(true);

    const liste = await inhaber.get(
      `/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ vorgangsnummer: auftrag.vorgangsnummer }))}`,
    );
    expect(liste.status).toBe(200);
    expect(liste.headers['content-range']).toBe('auftrag 0-0/1');
    const zeile = (liste.body as AuftragListeEintrag[])[0]!;
    expect(zeile).toMatchObject({
      id: auftrag.id,
      status: { type: 'BESTELLUNG' },
      anfallstelleName: 'Baustelle Hafencity Quartier 4',
      entsorgerName: 'Entsorgung Nord GmbH',
      fraktion: 'Baumischabfall',
      anzahl: 2,
      dueInDays: 3,
      bestellerName: 'Max Mustermann',
    });
    expect(zeile.avvName).toContain('17 09 04');
    expect(zeile.geschaetzterPreis).toBeGreaterThan(0);

    const details = (await inhaber.get(`/api/v1/auftrag/${auftrag.id}`)).body as AuftragDetails;
    expect(details.anfallstelle).toMatchObject({ strasse: 'Am Sandtorkai 40', plz: '20457', ort: 'Hamburg' });
    expect(details.kundennummer).toBe('KD-100234');

    const uebersicht = (await inhaber.get(`/api/v1/auftrag/${auftrag.id}/leistungsuebersicht`)).body as Leistungsuebersicht;
    expect(uebersicht.positionen.map((p) => [p.einheit, p.menge])).toEqual([
      ['Stück', 2],
      ['Tag', 14],
      ['t', 4.2],
    ]);
    expect(uebersicht.positionen.reduce((n, p) => n + (p.summe ?? 0), 0)).toBeCloseTo(uebersicht.summeNetto!, 2);
    expect(uebersicht.hinweis).toContain('zzgl. MwSt.');

    const mail = await bestellungsMail(t, auftrag.vorgangsnummer);
    expect(mail.text).toContain('Am Sandtorkai 40');
    expect(mail.links).toHaveLength(3);
  });

  it('lets the disposer accept with another delivery date through the link, once', async () => {
    const auftrag = await bestellen();
    const mail = await bestellungsMail(t, auftrag.vorgangsnummer);
    const { aktion, token } = linkFuer(mail.links, 'bestellungAnnehmenAenderungLiefertermin');
    const oeffentlich = (await t.browser()).agent;

    const seite = await oeffentlich.get(`/api/v1/public/workflow/${aktion}/${token}`);
    expect(seite.status).toBe(200);
    expect((seite.body as TokenSeite).auftrag).toMatchObject({
      vorgangsnummer: auftrag.vorgangsnummer,
      anzahl: 2,
      erzeugerName: 'Musterbau GmbH',
    });
    expect((seite.body as TokenSeite).felder).toEqual(['liefertermin', 'begruendung']);

    const ohneDatum = await oeffentlich.post(`/api/v1/public/workflow/${aktion}/${token}`).send({});
    expect(ohneDatum.status).toBe(400);
    expect(ohneDatum.body.errors.liefertermin).toBeDefined();

    const neuerTermin = inTagen(5);
    const ok = await oeffentlich.post(`/api/v1/public/workflow/${aktion}/${token}`).send({ liefertermin: neuerTermin });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('BESTELLAENDERUNG_LIEFERTERMIN');

    const details = (await inhaber.get(`/api/v1/auftrag/${auftrag.id}`)).body as AuftragDetails;
    expect(details.status.type).toBe('BESTELLAENDERUNG_LIEFERTERMIN');
    expect(details.liefertermin).toBe(neuerTermin);
    const historie = (await inhaber.get(`/api/v1/auftrag/${auftrag.id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie.map((h) => h.status)).toEqual(['BESTELLUNG', 'BESTELLAENDERUNG_LIEFERTERMIN']);
    expect(historie[0]).toMatchObject({ akteur: 'Max Mustermann', handeltAls: null });
    expect(historie[1]!.akteur).toBe('Entsorgung Nord GmbH (per E-Mail-Link)');
    expect(historie[1]!.beschreibung).toContain('Liefertermin geändert auf');

    // Used: this link and the other links of the same mail.
    const nochmal = await oeffentlich.get(`/api/v1/public/workflow/${aktion}/${token}`);
    expect(nochmal.status).toBe(410);
    expect(nochmal.body).toMatchObject({ code: 'TOKEN_VERBRAUCHT', message: 'Dieser Link wurde bereits verwendet.' });
    const ablehnen = linkFuer(mail.links, 'bestellungAblehnen');
    const spaet = await oeffentlich.post(`/api/v1/public/workflow/${ablehnen.aktion}/${ablehnen.token}`).send({ begruendung: 'zu spät' });
    expect(spaet.status).toBe(410);
    expect((await t.eventStore.readStream(`auftrag-${auftrag.id}`)).length).toBe(2);
  });

  it('of 50 parallel uses of one link exactly one succeeds; the others hear the link was used; one transition', async () => {
    const auftrag = await bestellen();
    const { aktion, token } = linkFuer((await bestellungsMail(t, auftrag.vorgangsnummer)).links, 'bestellungAnnehmen');
    const oeffentlich = (await t.browser()).agent;
    const antworten = await Promise.all(
      Array.from({ length: 50 }, () => oeffentlich.post(`/api/v1/public/workflow/${aktion}/${token}`).send({})),
    );
    const erfolgreich = antworten.filter((r) => r.status === 200);
    expect(erfolgreich).toHaveLength(1);
    expect(erfolgreich[0]!.body).toMatchObject({ ok: true, status: 'BESTELLUNG_BESTAETIGT' });
    for (const r of antworten.filter((x) => x.status !== 200)) {
      expect([r.status, r.body]).toEqual([410, { message: 'Dieser Link wurde bereits verwendet.', code: 'TOKEN_VERBRAUCHT' }]);
    }
    const stream = await t.eventStore.readStream(`auftrag-${auftrag.id}`);
    expect(stream.map((e) => e.type)).toEqual(['AuftragAufgegeben', 'AuftragStatusGeaendert']);
    expect(stream[1]!.metadata.actorId).toBe(
      `entsorger:${(await t.db('entsorger').where({ name: 'Entsorgung Nord GmbH' }).first('id')).id}`,
    );
  });

  it('a refused order draws no order number: the next accepted one gets the next number', async () => {
    const nummer = (v: string) => Number(v.split('-')[2]);
    const erste = await bestellen();
    const korn = (await t.db('anfallstelle').where({ name: 'Backstube Kiel' }).first('id')) as { id: number };
    for (const falsch of [
      { anfallstelleId: korn.id },
      { behaelterId: 999_999 },
      { wunschLiefertermin: inTagen(-1), wunschAbholtermin: null },
    ]) {
      const res = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db, falsch));
      expect(res.status).toBe(400);
    }
    const naechste = await bestellen();
    expect(nummer(naechste.vorgangsnummer)).toBe(nummer(erste.vorgangsnummer) + 1);
  });

  it('refuses forged and expired links with a clear German answer and changes nothing', async () => {
    const oeffentlich = (await t.browser()).agent;
    const gefaelscht = await oeffentlich.get(`/api/v1/public/workflow/bestellungAnnehmen/${'A'.repeat(43)}`);
    expect(gefaelscht.status).toBe(410);
    expect(gefaelscht.body).toMatchObject({ code: 'TOKEN_UNGUELTIG', message: 'Dieser Link ist ungültig.' });
    expect((await oeffentlich.get('/api/v1/public/workflow/passwortAendern/abc')).status).toBe(410);

    const auftrag = await bestellen();
    const { aktion, token } = linkFuer((await bestellungsMail(t, auftrag.vorgangsnummer)).links, 'bestellungAnnehmen');
    t.uhr.vorstellen(15 * 24 * 60);
    try {
      const abgelaufen = await oeffentlich.post(`/api/v1/public/workflow/${aktion}/${token}`).send({});
      expect(abgelaufen.status).toBe(410);
      expect(abgelaufen.body.code).toBe('TOKEN_ABGELAUFEN');
    } finally {
      t.uhr.vorstellen(-15 * 24 * 60);
    }
    expect((await t.eventStore.readStream(`auftrag-${auftrag.id}`)).length).toBe(1);
  });

  it('offers the producer the actions of the current status and runs them', async () => {
    const auftrag = await bestellen();
    const aktionen = (await inhaber.get(`/api/v1/workflow/stateTransitions/${auftrag.id}`)).body as WorkflowAktion[];
    expect(aktionen.map((a) => a.name)).toEqual(['erinnern', 'stornieren']);
    const res = await inhaber.post(`/api/v1/workflow${aktionen[1]!.path}`, { begruendung: 'Baustelle verschoben' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('AUFTRAG_STORNIERT');
    expect((await inhaber.get(`/api/v1/workflow/stateTransitions/${auftrag.id}`)).body).toEqual([]);
    const again = await inhaber.post(`/api/v1/workflow/stornieren/${auftrag.id}`, {});
    expect(again.status).toBe(400);
    expect(again.body.message).toContain('im aktuellen Status nicht möglich');
  });

  it('yields one order for a request sent twice with the same Idempotency-Key', async () => {
    const body = await demoBestellung(t.db);
    const key = randomUUID();
    const [a, b] = await Promise.all([
      inhaber.post('/api/v1/auftrag', body).set('Idempotency-Key', key),
      inhaber.post('/api/v1/auftrag', body).set('Idempotency-Key', key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(a.body.vorgangsnummer).toBe(b.body.vorgangsnummer);
    expect((await t.eventStore.readStream(`auftrag-${a.body.id}`)).length).toBe(1);
    const kaputt = await inhaber.post('/api/v1/auftrag', body).set('Idempotency-Key', 'nochmal');
    expect(kaputt.status).toBe(400);
    expect(kaputt.body.message).toBe('Der Idempotency-Key muss eine UUID sein.');
  });

  it('refuses bad orders with German field errors and appends nothing', async () => {
    const vorher = Number((await t.db('eventstore_events').count({ n: '*' }).first())?.n);
    const gestern = await inhaber.post(
      '/api/v1/auftrag',
      await demoBestellung(t.db, { wunschLiefertermin: inTagen(-1), wunschAbholtermin: null }),
    );
    expect(gestern.status).toBe(400);
    expect(gestern.body.errors.wunschLiefertermin).toContain('Vergangenheit');
    const ohneGrund = await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db, { begruendungGemischt: undefined }));
    expect(ohneGrund.status).toBe(400);
    expect(ohneGrund.body.errors.begruendungGemischt).toBeDefined();
    const kaputt = await inhaber.post('/api/v1/auftrag', { erzeugerId: 'eins' });
    expect(kaputt.status).toBe(400);
    expect(kaputt.body.message).toBe('Die Eingaben wurden vom Server als fehlerhaft zurückgewiesen');
    expect(Number((await t.db('eventstore_events').count({ n: '*' }).first())?.n)).toBe(vorher);
  });

  it('hides Musterbau’s orders from the owner of Bäckerei Korn on every order call', async () => {
    const auftrag = await bestellen();
    const fremdeBestellung = await korn.post('/api/v1/auftrag', await demoBestellung(t.db));
    expect([403, 404, 400]).toContain(fremdeBestellung.status);
    for (const url of [
      `/api/v1/auftrag/${auftrag.id}`,
      `/api/v1/auftrag/${auftrag.id}/historie`,
      `/api/v1/auftrag/${auftrag.id}/leistungsuebersicht`,
      `/api/v1/workflow/stateTransitions/${auftrag.id}`,
      `/api/v1/workflow/entsorgerStateTransitions/${auftrag.id}`,
    ]) {
      expect([url, (await korn.get(url)).status]).toEqual([url, 404]);
    }
    for (const url of [
      `/api/v1/workflow/stornieren/${auftrag.id}`,
      `/api/v1/auftrag/${auftrag.id}/updateVorgangsKommentar`,
      `/api/v1/workflow/forceStateTransition/${auftrag.id}`,
    ]) {
      expect([403, 404]).toContain((await korn.post(url, { kommentar: 'x', status: 'AUFTRAG_STORNIERT' })).status);
    }
    const liste = await korn.get('/api/v1/auftrag?range=[0,999]');
    expect((liste.body as AuftragListeEintrag[]).some((a) => a.erzeugerName === 'Musterbau GmbH')).toBe(false);
    // The full-text search finds the order by its site for its producer, and for nobody else.
    const suche = `/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ q: 'hafencity', vorgangsnummer: auftrag.vorgangsnummer }))}`;
    expect(((await inhaber.get(suche)).body as AuftragListeEintrag[]).map((a) => a.id)).toEqual([auftrag.id]);
    expect((await korn.get(suche)).headers['content-range']).toBe('auftrag 0-0/0');
    // Spec § 2: the producer's own list searches by producer name too (issue 28).
    const nachName = `/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ q: 'musterbau', vorgangsnummer: auftrag.vorgangsnummer }))}`;
    expect(((await inhaber.get(nachName)).body as AuftragListeEintrag[]).map((a) => a.id)).toEqual([auftrag.id]);
    expect((await korn.get(nachName)).headers['content-range']).toBe('auftrag 0-0/0');
    const gefiltert = await korn.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: auftrag.id.length }))}`);
    expect(gefiltert.status).toBe(200);
    expect((await t.eventStore.readStream(`auftrag-${auftrag.id}`)).length).toBe(1);
  });
});

describe('orders: staff', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lets admin see every order, act for the producer and force a status, but not answer for the disposer', async () => {
    const inhaber = await anmelden(t, 'inhaber@musterbau.example');
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const { id } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as { id: string };
    expect((await admin.get(`/api/v1/auftrag/${id}`)).status).toBe(200);
    expect(((await admin.get('/api/v1/auftrag')).body as AuftragListeEintrag[]).map((a) => a.id)).toContain(id);
    expect((await admin.get(`/api/v1/workflow/entsorgerStateTransitions/${id}`)).body).toEqual([]);
    expect(((await admin.get(`/api/v1/workflow/stateTransitions/${id}`)).body as WorkflowAktion[]).map((a) => a.name)).toContain(
      'stornieren',
    );
    expect((await admin.post(`/api/v1/workflow/bestellungAnnehmen/${id}`, {})).status).toBe(400);

    const formular = await admin.get(`/api/v1/workflow/forceStateTransition/${id}`);
    expect(formular.headers.etag).toBe(`"${formular.body.version as number}"`);
    const erzwungen = await admin
      .post(`/api/v1/workflow/forceStateTransition/${id}`, { status: 'VOR_ORT', liefertermin: inTagen(1) })
      .set('If-Match', formular.headers.etag as string);
    expect(erzwungen.status).toBe(200);
    expect(erzwungen.body.status).toBe('VOR_ORT');
    const historie = (await inhaber.get(`/api/v1/auftrag/${id}/historie`)).body as AuftragHistorieEintrag[];
    expect(historie[1]).toMatchObject({ akteur: 'Anna Admin', status: 'VOR_ORT' });
    expect(historie[1]!.beschreibung).toContain('Status manuell gesetzt');

    const ohneDatum = await admin
      .post(`/api/v1/workflow/forceStateTransition/${id}`, { status: 'AUFTRAG_ABGESCHLOSSEN' })
      .set('If-Match', `"${(formular.body.version as number) + 1}"`);
    expect(ohneDatum.status).toBe(400);
    expect(Object.keys(ohneDatum.body.errors)).toContain('abholtermin');
    expect((await inhaber.post(`/api/v1/workflow/forceStateTransition/${id}`, { status: 'BESTELLUNG' })).status).toBe(403);
  });
});

describe('orders: versions of the internal note and the forced status (no lost update)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('of two sessions that loaded revision v, the second gets 409, the first one’s note stays and nothing is appended', async () => {
    const [inhaber, admin, dispo] = [
      await anmelden(t, 'inhaber@musterbau.example'),
      await anmelden(t, 'admin@abfallportal.example'),
      await anmelden(t, ENTSORGER_MAIL),
    ];
    const { id } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as { id: string };
    const [a, b] = await Promise.all([inhaber.get(`/api/v1/auftrag/${id}`), admin.get(`/api/v1/auftrag/${id}`)]);
    const gesehen = (a.body as AuftragDetails).version;
    expect(a.headers.etag).toBe(`"${gesehen}"`);
    expect(b.headers.etag).toBe(a.headers.etag);
    const notiz = (browser: Browser, kommentar: string, etag?: string) => {
      const req = browser.post(`/api/v1/auftrag/${id}/updateVorgangsKommentar`, { kommentar });
      return etag === undefined ? req : req.set('If-Match', etag);
    };

    const erste = await notiz(inhaber, 'Tor 3 benutzen', a.headers.etag as string);
    expect(erste.status).toBe(200);
    const nachErster = await t.eventStore.readStream(`auftrag-${id}`);
    expect(((await inhaber.get(`/api/v1/auftrag/${id}`)).body as AuftragDetails).version).toBe(gesehen + 1);

    const zweite = await notiz(admin, 'Tor 1 benutzen', b.headers.etag as string);
    expect(zweite.status).toBe(409);
    expect(zweite.body).toEqual({
      code: 'VERSION_KONFLIKT',
      message: 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.',
    });
    const erzwungen = await admin
      .post(`/api/v1/workflow/forceStateTransition/${id}`, { status: 'VOR_ORT', liefertermin: inTagen(1) })
      .set('If-Match', b.headers.etag as string);
    expect(erzwungen.status).toBe(409);
    expect(erzwungen.body.code).toBe('VERSION_KONFLIKT');

    const ohne = await notiz(admin, 'Tor 1 benutzen');
    expect(ohne.status).toBe(428);
    expect(ohne.body.code).toBe('VERSION_FEHLT');
    expect((await admin.post(`/api/v1/workflow/forceStateTransition/${id}`, { status: 'VOR_ORT', liefertermin: inTagen(1) })).status).toBe(
      428,
    );
    // The disposer sees the order but the note is not theirs, whatever version it sends.
    expect((await notiz(dispo, 'vom Entsorger', `"${gesehen + 1}"`)).status).toBe(403);

    expect(await t.eventStore.readStream(`auftrag-${id}`)).toEqual(nachErster);
    expect(((await admin.get(`/api/v1/auftrag/${id}`)).body as AuftragDetails).vorgangsKommentar).toBe('Tor 3 benutzen');
    const aktuell = await notiz(admin, 'Tor 1 benutzen', `"${gesehen + 1}"`);
    expect(aktuell.status).toBe(200);
  });
});
