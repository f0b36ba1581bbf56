import { loadDemoAuftraege } from '../demo';
import { mailsAn } from '../testing/postfach';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { uuidFromName } from '../platform/uuidFromName';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Receipts through the real app (issue 20): sessions, CSRF, event store, projector, mail outbox. */
describe('receipts (Belege) through the app', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let dispo: Browser;
  let musterbau: number;
  let nord: number;
  let sued: number;
  let stelle: number;
  let anlage: number;
  const auftragId = uuidFromName('demo-auftrag/abrechnung');

  const erfassen = (b: Browser, beleg: Record<string, unknown>, datei: Buffer = PDF) =>
    b.agent
      .post('/api/v1/rechnungen')
      .set('X-XSRF-TOKEN', b.xsrf)
      .field('beleg', JSON.stringify(beleg))
      .attach('datei', datei, { filename: 'beleg.pdf', contentType: 'application/pdf' });
  const version = async (b: Browser, id: string): Promise<string> =>
    (await b.get(`/api/v1/rechnungen/${id}`).expect(200)).headers.etag as string;
  /** A receipt action with the version the user's screen shows; expects `status`. */
  const aktion = async (b: Browser, id: string, was: string, body: object, status: number) => {
    const v = await version(b, id);
    return b.post(`/api/v1/rechnungen/${id}/${was}`, body).set('If-Match', v).expect(status);
  };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    sued = await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' });
    stelle = await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau, name: 'Baustelle Wohnpark Eppendorf' });
    anlage = await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' });
    // A disposer's user holding EDIT_RECHNUNGEN (per user, spec § 6) sees the receipts its disposer sent.
    await t
      .db('benutzer_berechtigung')
      .insert({ benutzer_id: await idVon(t.db, 'benutzer', { email: 'dispo@entsorgung-nord.example' }), berechtigung: 'EDIT_RECHNUNGEN' });
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    korn = await anmelden(t, 'inhaber@baeckerei-korn.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
  }, 120_000);
  afterAll(() => t?.close());

  const rechnung = (entsorgerId: number, vorgangsnummer: string | null = null) => ({
    typ: 'rechnung',
    erzeugerId: musterbau,
    entsorgerId,
    nummer: 'RE-TEST-1',
    datum: '2026-11-20',
    empfaenger: 'Musterbau GmbH',
    anfallstelleId: stelle,
    leistungVon: '2026-10-01',
    leistungBis: '2026-11-15',
    summe: 420.5,
    bestellReferenz: vorgangsnummer,
    positionen: [
      {
        abfallschluessel: '17 09 04',
        menge: '2,1',
        einheit: 't',
        behaelterkategorie: 'Absetzmulde',
        behaelter: 'Absetzmulde 7 m3',
        behaelterAnzahl: 1,
        rhythmus: 'ENTSORGUNG',
        entsorgungsverfahren: 'R5',
        verbleibsanlageId: anlage,
        ausnahme: 'Platzmangel auf der Baustelle.',
      },
    ],
  });

  it('capture → suggestions → assign → check → approve, with the history', async () => {
    const { vorgangsnummer } = (await t.db('auftrag_uebersicht').where({ id: auftragId }).first('vorgangsnummer')) as {
      vorgangsnummer: string;
    };
    const res = await erfassen(dispo, rechnung(nord, vorgangsnummer)).expect(201);
    const id = (res.body as { id: string }).id;
    const details = (await inhaber.get(`/api/v1/rechnungen/${id}`).expect(200)).body as {
      status: string;
      pruefung: Record<string, string>;
    };
    expect(details.status).toBe('ERFASST');
    expect(details.pruefung).toEqual({ auftragIds: 'Bitte mindestens einen Auftrag zuordnen.' });
    const v = (await inhaber.get(`/api/v1/rechnungen/${id}/vorschlaege`).expect(200)).body as {
      vorschlaege: { id: string; gruende: string[] }[];
      hinweis: string | null;
    };
    expect(v.vorschlaege[0]).toMatchObject({ id: auftragId });
    expect(v.vorschlaege[0]!.gruende).toContain('Vorgangsnummer im Beleg');
    expect(v.hinweis).toBeNull();
    // The disposer does not assign; the producer does.
    await aktion(dispo, id, 'zuordnen', { auftragIds: [auftragId] }, 403);
    await aktion(inhaber, id, 'zuordnen', { auftragIds: [auftragId] }, 200);
    await aktion(inhaber, id, 'pruefen', {}, 200);
    await aktion(inhaber, id, 'freigeben', {}, 200);
    const fertig = (await inhaber.get(`/api/v1/rechnungen/${id}`).expect(200)).body as { status: string; vorgangsnummern: string[] };
    expect(fertig).toMatchObject({ status: 'FREIGEGEBEN', vorgangsnummern: [vorgangsnummer] });
    const historie = (await inhaber.get(`/api/v1/rechnungen/${id}/historie`).expect(200)).body as { ereignis: string; akteur: string }[];
    expect(historie.map((h) => h.ereignis)).toEqual(['BelegErfasst', 'BelegZugeordnet', 'BelegGeprueft', 'BelegFreigegeben']);
    expect(historie[1]!.akteur).not.toBe('System');
    const datei = await inhaber.get(`/api/v1/rechnungen/${id}/datei`).expect(200);
    expect(datei.headers['content-type']).toMatch(/application\/pdf/);
    const liste = await inhaber
      .get(`/api/v1/rechnungen?filter=${encodeURIComponent(JSON.stringify({ status: 'FREIGEGEBEN', q: 're-test' }))}`)
      .expect(200);
    expect((liste.body as { id: string }[]).map((b) => b.id)).toContain(id);
  });

  it('rejecting as faulty mails the disposer the explanation', async () => {
    const id = ((await erfassen(inhaber, rechnung(nord)).expect(201)).body as { id: string }).id;
    const vorher = await mailsAn(t.db, 'dispo@entsorgung-nord.example', 'BELEG_FEHLERHAFT');
    await aktion(inhaber, id, 'fehlerhaft', { begruendung: '' }, 400);
    await aktion(inhaber, id, 'fehlerhaft', { begruendung: 'Die Menge auf Seite 2 stimmt nicht.' }, 200);
    const empfaenger = ((await t.db('entsorger').where({ id: nord }).first('email')) as { email: string }).email;
    const frist = Date.now() + 15_000;
    let mail: { text: string; betreff: string } | undefined;
    while (!mail && Date.now() < frist) {
      mail = (await t
        .db('mail_outbox')
        .where({ empfaenger, anlass: 'BELEG_FEHLERHAFT' })
        .andWhere('text', 'like', '%Die Menge auf Seite 2 stimmt nicht.%')
        .orderBy('erstellt_am', 'desc')
        .first()) as typeof mail;
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.text).toContain('Die Menge auf Seite 2 stimmt nicht.');
    expect(mail?.betreff).toContain('RE-TEST-1');
    expect(await mailsAn(t.db, empfaenger, 'BELEG_FEHLERHAFT')).toBeGreaterThanOrEqual(vorher + 1);
  });

  it("a disposer does not see another disposer's receipt; another producer gets 404", async () => {
    const id = ((await erfassen(inhaber, rechnung(sued)).expect(201)).body as { id: string }).id;
    await dispo.get(`/api/v1/rechnungen/${id}`).expect(404);
    const liste = (await dispo.get('/api/v1/rechnungen').expect(200)).body as { entsorgerId: number }[];
    expect(liste.every((b) => b.entsorgerId === nord)).toBe(true);
    await korn.get(`/api/v1/rechnungen/${id}`).expect(404);
    await korn.post(`/api/v1/rechnungen/${id}/pruefen`).set('If-Match', '"0"').expect(404);
    await erfassen(korn, rechnung(nord)).expect(403);
  });

  it('two edits with the same version: one 200, one 409', async () => {
    const id = ((await erfassen(inhaber, rechnung(nord)).expect(201)).body as { id: string }).id;
    const v = await version(inhaber, id);
    const felder = { ...rechnung(nord), nummer: 'RE-TEST-2' } as Record<string, unknown>;
    delete felder.erzeugerId;
    delete felder.entsorgerId;
    const [a, b] = await Promise.all([
      inhaber.put(`/api/v1/rechnungen/${id}`, felder).set('If-Match', v),
      inhaber.put(`/api/v1/rechnungen/${id}`, { ...felder, nummer: 'RE-TEST-3' }).set('If-Match', v),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await inhaber.put(`/api/v1/rechnungen/${id}`, felder).expect(428);
  });

  it('validation errors per field, in German', async () => {
    const falsch = { ...rechnung(nord), datum: '2026-13-45', positionen: [{ menge: '1,23456', entsorgungsverfahren: 'X9' }] };
    const res = await erfassen(inhaber, falsch).expect(400);
    const errors = (res.body as { errors: Record<string, string> }).errors;
    expect(errors['positionen.0.menge']).toBe('Bitte eine Menge größer 0 angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).');
    expect(errors['positionen.0.entsorgungsverfahren']).toBe('Bitte ein Entsorgungsverfahren angeben (R1–R13 oder D1–D15).');
    expect(errors.datum).toBeDefined();
    // Not a PDF or XML by content.
    expect((await erfassen(inhaber, rechnung(nord), Buffer.from('GIF89a....')).expect(400)).body).toMatchObject({
      errors: { datei: 'Bitte eine PDF- oder XML-Datei hochladen.' },
    });
    // The check names what is missing, field by field.
    const id = (
      (await erfassen(inhaber, { typ: 'wiegeschein', erzeugerId: musterbau, entsorgerId: nord }).expect(201)).body as { id: string }
    ).id;
    await aktion(inhaber, id, 'zuordnen', { auftragIds: [auftragId] }, 200);
    const pruefung = await aktion(inhaber, id, 'pruefen', {}, 400);
    expect(pruefung.body).toMatchObject({
      message: 'Der Beleg ist unvollständig. Bitte ergänzen Sie die markierten Felder.',
      errors: {
        nummer: 'Bitte die Belegnummer angeben.',
        positionen: 'Keine Menge zum Beleg',
        anfallstelleId: 'Bitte die Anfallstelle angeben.',
      },
    });
  });

  it('the demo data has Musterbau receipts approved, rejected as faulty and only captured', async () => {
    const liste = (await inhaber.get('/api/v1/rechnungen?range=[0,99]').expect(200)).body as { id: string; status: string }[];
    const status = (name: string) => liste.find((b) => b.id === uuidFromName(`demo-beleg/${name}`))?.status;
    expect([status('freigegeben'), status('fehlerhaft'), status('erfasst')]).toEqual(['FREIGEGEBEN', 'FEHLERHAFT', 'ERFASST']);
  });
});
