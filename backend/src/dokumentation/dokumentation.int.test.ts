import { ABFALLMENGE_MELDUNGEN } from '@abfallportal/common/abfallmenge';
import type { StandortDokumentation, StandortUebersicht, Zeitraum } from '@abfallportal/common/dokumentation';
import { DOKUMENTATION_TEXTE, NACHWV_HINWEIS } from '@abfallportal/common/dokumentationRegeln';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { loadDemoAuftraege } from '../demo';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** Waste quantities and the documentation per site through the real app (issue 20). */
describe('documentation per site (Dokumentation) through the app', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let dispo: Browser;
  let musterbau: number;
  let hafencity: number;
  let eppendorf: number;
  let betriebshof: number;
  let anlage: number;
  const jahr = Number(heuteInBerlin(new Date()).slice(0, 4));

  const anlegen = (b: Browser, felder: Record<string, unknown>, zertifikat?: { data: Buffer; name: string; typ: string }) => {
    const req = b.agent
      .post(`/api/v1/dokumentation/${musterbau}/abfallmengen`)
      .set('X-XSRF-TOKEN', b.xsrf)
      .field('abfallmenge', JSON.stringify(felder));
    return zertifikat ? req.attach('zertifikat', zertifikat.data, { filename: zertifikat.name, contentType: zertifikat.typ }) : req;
  };
  const standort = async (b: Browser, stelle: number, j = jahr) =>
    (await b.get(`/api/v1/dokumentation/${musterbau}/standorte/${stelle}?jahr=${j}`).expect(200)).body as StandortDokumentation;
  const menge = (extra: Record<string, unknown> = {}) => ({
    anfallstelleId: betriebshof,
    abfallschluessel: '20 01 02',
    leistungsjahr: jahr,
    leistungVon: `${jahr}-02-01`,
    leistungBis: `${jahr}-02-28`,
    menge: '1,250',
    einheit: 't',
    rhythmus: 'ENTSORGUNG',
    entsorgungsverfahren: 'R5',
    ...extra,
  });
  const anzahlMengen = async () => Number((await t.db('abfallmenge_uebersicht').count({ n: '*' }))[0]!.n);
  const anzahlStreams = async () =>
    Number((await t.db.raw(`SELECT count(DISTINCT stream_id) AS n FROM eventstore_events WHERE stream_id LIKE 'abfallmenge-%'`)).rows[0].n);

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    hafencity = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Hafencity Quartier 4' });
    eppendorf = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Wohnpark Eppendorf' });
    betriebshof = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Betriebshof Billbrook' });
    anlage = await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
  }, 120_000);
  afterAll(() => t?.close());

  it('lists the periods and the sites with their state; the demo site below 10 m³ has no duty', async () => {
    const zeitraeume = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/zeitraeume`).expect(200)).body as Zeitraum[];
    expect(zeitraeume.map((z) => z.id)).toEqual(expect.arrayContaining([jahr, jahr - 1]));
    expect(zeitraeume[0]!.id).toBeGreaterThanOrEqual(jahr);
    const standorte = (await inhaber.get(`/api/v1/dokumentation/${musterbau}/standorte?jahr=${jahr}`).expect(200))
      .body as StandortUebersicht[];
    expect(standorte.find((s) => s.id === hafencity)).toMatchObject({ status: 'KEINE_PFLICHT', kubikmeter: 4 });
    const h = await standort(inhaber, hafencity);
    expect(h.hinweise.dokumentationspflicht).toMatchObject({ pflicht: false, text: DOKUMENTATION_TEXTE.keinePflicht });
    const b = await standort(inhaber, betriebshof);
    expect(b.hinweise.dokumentationspflicht.text).toBe(DOKUMENTATION_TEXTE.gewerbePflicht);
    // Demo: 16,3 t of 17,5 t separately collected this year (93,1 %), 10 of 11,5 t last year (86,9 %).
    expect(b.hinweise.getrenntsammlung).toMatchObject({ quote: 93.1, vorbehandlungEntfaellt: true });
    expect(b.hinweise.getrenntsammlung.text).toContain(`31. März ${jahr + 1}`);
    expect((await standort(inhaber, betriebshof, jahr - 1)).hinweise.getrenntsammlung).toMatchObject({
      quote: 86.9,
      vorbehandlungEntfaellt: false,
    });
  });

  it('creates a quantity with a plant: stored exactly, converted, in the balance', async () => {
    const res = await anlegen(inhaber, menge({ verbleibsanlageId: anlage })).expect(201);
    const id = (res.body as { id: string }).id;
    const einzeln = await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(200);
    expect(einzeln.headers.etag).toBe('"0"');
    expect(einzeln.body).toMatchObject({
      menge: '1,250',
      einheit: 't',
      abfallschluessel: '20 01 02',
      tonnen: 1.25,
      verbleibsanlageName: 'Recyclingzentrum Nord Billwerder',
    });
    const s = await standort(inhaber, betriebshof);
    expect(s.abfallmengen.map((m) => m.id)).toContain(id);
    expect(s.bilanz.find((z) => z.abfallschluessel === '20 01 02')).toMatchObject({ entsorgungsverfahren: 'R5', tonnen: 1.25, anzahl: 1 });
  });

  it('creates a quantity with a certificate PDF; the PDF is served back', async () => {
    const res = await anlegen(inhaber, menge({ zertifikatGueltigBis: `${jahr - 1}-12-31` }), {
      data: PDF,
      name: 'zert.pdf',
      typ: 'application/pdf',
    }).expect(201);
    const id = (res.body as { id: string }).id;
    const pdf = await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}/zertifikat`).expect(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const s = await standort(inhaber, betriebshof);
    // The certificate ran out last year: the balance marks it.
    expect(s.bilanz.find((z) => z.zertifikatName === 'zert.pdf')).toMatchObject({ abgelaufen: true, gueltigBis: `${jahr - 1}-12-31` });
  });

  it('refuses neither plant nor certificate, both, and a non-PDF with German messages; nothing is stored', async () => {
    const vorher = [await anzahlMengen(), await anzahlStreams()];
    const weder = await anlegen(inhaber, menge()).expect(400);
    expect(weder.body).toMatchObject({ message: ABFALLMENGE_MELDUNGEN.anlageOderZertifikat });
    expect(JSON.stringify(weder.body)).toContain('verbleibsanlageId');
    await anlegen(inhaber, menge({ verbleibsanlageId: anlage }), { data: PDF, name: 'z.pdf', typ: 'application/pdf' }).expect(400);
    const bild = await anlegen(inhaber, menge(), { data: PNG, name: 'z.pdf', typ: 'application/pdf' }).expect(400);
    expect(JSON.stringify(bild.body)).toContain(ABFALLMENGE_MELDUNGEN.zertifikatTyp);
    const falsch = await anlegen(inhaber, menge({ menge: '1,2345', verbleibsanlageId: anlage })).expect(400);
    expect(JSON.stringify(falsch.body)).toContain(ABFALLMENGE_MELDUNGEN.menge);
    expect([await anzahlMengen(), await anzahlStreams()]).toEqual(vorher);
  });

  it("shows an approved receipt's position among the site's quantities", async () => {
    // Demo: the invoice RE-2026-0815 (3,420 t 17 09 04 at Eppendorf) is approved.
    const beleg = (await t.db('doku_beleg').where({ nummer: 'RE-2026-0815' }).first('jahr')) as { jahr: number };
    const s = await standort(inhaber, eppendorf, beleg.jahr);
    expect(s.belege.map((b) => b.nummer)).toEqual(expect.arrayContaining(['RE-2026-0815', 'WS-44817', 'LS-20931']));
    const zeile = s.mengen.find((m) => m.quelle === 'BELEG' && m.belegNummer === 'RE-2026-0815');
    expect(zeile).toMatchObject({ abfallschluessel: '17 09 04', menge: '3,420', einheit: 't', tonnen: 3.42, entsorgungsverfahren: 'R5' });
    // The rejected and the only captured receipt bring no quantity.
    expect(s.mengen.filter((m) => m.quelle === 'BELEG').map((m) => m.belegNummer)).toEqual(['RE-2026-0815']);
    if (beleg.jahr === jahr) expect(s.hinweise.gefaehrlich).toBe(NACHWV_HINWEIS); // demo: 17 06 05* this year
  });

  it('another producer gets 404, a disposer 403', async () => {
    const id = (await t.db('abfallmenge_uebersicht').where({ erzeuger_id: musterbau }).first('id')).id as string;
    await korn.get(`/api/v1/dokumentation/${musterbau}/standorte`).expect(404);
    await korn.get(`/api/v1/dokumentation/${musterbau}/standorte/${hafencity}`).expect(404);
    await korn.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(404);
    await korn
      .put(`/api/v1/dokumentation/abfallmengen/${id}`, menge({ verbleibsanlageId: anlage }))
      .set('If-Match', '"0"')
      .expect(404);
    const stellen = await anlegen(korn, menge({ verbleibsanlageId: anlage }));
    expect(stellen.status).toBe(404);
    await dispo.get(`/api/v1/dokumentation/${musterbau}/standorte`).expect(403);
  });

  it('two users edit the same version: one 200, one 409; delete with If-Match', async () => {
    const id = ((await anlegen(inhaber, menge({ verbleibsanlageId: anlage })).expect(201)).body as { id: string }).id;
    const zweiter = await anmelden(t, 'inhaber@musterbau.example');
    const v = (await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(200)).headers.etag as string;
    const [a, b] = await Promise.all([
      inhaber.put(`/api/v1/dokumentation/abfallmengen/${id}`, menge({ verbleibsanlageId: anlage, menge: '2' })).set('If-Match', v),
      zweiter.put(`/api/v1/dokumentation/abfallmengen/${id}`, menge({ verbleibsanlageId: anlage, menge: '3' })).set('If-Match', v),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await inhaber.put(`/api/v1/dokumentation/abfallmengen/${id}`, menge({ verbleibsanlageId: anlage })).expect(428);
    const v2 = (await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(200)).headers.etag as string;
    expect(v2).toBe('"1"');
    await inhaber.agent.delete(`/api/v1/dokumentation/abfallmengen/${id}`).set('X-XSRF-TOKEN', inhaber.xsrf).set('If-Match', v).expect(409);
    await inhaber.agent
      .delete(`/api/v1/dokumentation/abfallmengen/${id}`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .set('If-Match', v2)
      .expect(200);
    await inhaber.get(`/api/v1/dokumentation/abfallmengen/${id}`).expect(404);
  });
});
