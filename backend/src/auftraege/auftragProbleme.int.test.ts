import sharp from 'sharp';
import { auftragProjection } from '../../../projections/src/auftraege/auftragProjection';
import { readAuftragReadModels } from '../../../projections/src/auftraege/testing/readAuftragReadModels';
import { rebuildProjection } from '../../../projections/src/runtime/rebuildProjection';
import type { AuftragDetails, AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { eventually } from '../../../test/support/eventually';
import { idVon } from '../testing/idVon';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { demoBestellung, inTagen } from './testing/demoBestellung';

const ENTSORGER_MAIL = 'dispo@entsorgung-nord.example';
const SUPPORT_MAIL = 'support@abfallportal.example';

/** Problems and changes of an order (issue 18) through the real app: sessions, CSRF, outbox, projections. */
describe('orders: problems, retroactive entry, photo, waste type, edit, delete', () => {
  let t: TestApp;
  let inhaber: Browser;
  let korn: Browser;
  let dispo: Browser;
  let admin: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    [inhaber, korn, dispo, admin] = await Promise.all([
      anmelden(t, 'inhaber@musterbau.example'),
      anmelden(t, 'inhaber@baeckerei-korn.example'),
      anmelden(t, ENTSORGER_MAIL),
      anmelden(t, 'admin@abfallportal.example'),
    ]);
  });
  afterAll(() => t.close());

  const del = (b: Browser, url: string) => b.agent.delete(url).set('X-XSRF-TOKEN', b.xsrf);
  const details = async (b: Browser, id: string) => (await b.get(`/api/v1/auftrag/${id}`)).body as AuftragDetails;
  const streamLaenge = async (id: string) => (await t.eventStore.readStream(`auftrag-${id}`)).length;

  const nachtragen = async (mehr: Record<string, unknown> = {}) => {
    const b = await demoBestellung(t.db);
    return inhaber.post('/api/v1/auftrag/nachtrag', {
      erzeugerId: b.erzeugerId,
      anfallstelleId: b.anfallstelleId,
      fraktionId: b.fraktionId,
      abfallschluessel: b.abfallschluessel,
      behaelterId: b.behaelterId,
      anzahl: 1,
      entsorgerId: b.entsorgerId,
      liefertermin: inTagen(-20),
      begruendungGemischt: b.begruendungGemischt,
      ...mehr,
    });
  };

  it('records containers already on site: status VOR_ORT, delivery date in the past, no mail to the disposer', async () => {
    const res = await nachtragen();
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('VOR_ORT');
    const d = await details(inhaber, res.body.id);
    expect(d).toMatchObject({ status: { type: 'VOR_ORT' }, liefertermin: inTagen(-20), wunschLiefertermin: inTagen(-20), anzahl: 1 });
    const mails = await t.db('mail_outbox').where({ empfaenger: ENTSORGER_MAIL }).whereLike('betreff', `%${res.body.vorgangsnummer}%`);
    expect(mails).toEqual([]);
    const historie = (await inhaber.get(`/api/v1/auftrag/${res.body.id}/historie`)).body as { beschreibung: string }[];
    expect(historie[0]!.beschreibung).toMatch(/^Behälter nachgetragen: 1 × /);
  });

  it('refuses a delivery in the future and another producer (German field errors, nothing recorded)', async () => {
    const zukunft = await nachtragen({ liefertermin: inTagen(2) });
    expect(zukunft.status).toBe(400);
    expect(zukunft.body.errors).toEqual({ liefertermin: 'Ein nachgetragener Behälter muss bereits geliefert sein.' });
    const b = await demoBestellung(t.db);
    const fremd = await korn.post('/api/v1/auftrag/nachtrag', {
      erzeugerId: b.erzeugerId,
      anfallstelleId: b.anfallstelleId,
      fraktionId: b.fraktionId,
      abfallschluessel: '170904',
      behaelterId: b.behaelterId,
      anzahl: 1,
      entsorgerId: b.entsorgerId,
      liefertermin: inTagen(-1),
    });
    expect(fremd.status).toBe(404);
  });

  it('reports a problem: PROBLEM, one mail to the disposer and one to support; the disposer fixes it', async () => {
    const { id, vorgangsnummer } = (await nachtragen()).body as { id: string; vorgangsnummer: string };
    const ohne = await inhaber.post(`/api/v1/auftrag/${id}/report-problem`, { beschreibung: '  ' });
    expect(ohne.status).toBe(400);
    expect(ohne.body.errors).toEqual({ beschreibung: 'Bitte beschreiben Sie das Problem.' });
    expect((await korn.post(`/api/v1/auftrag/${id}/report-problem`, { beschreibung: 'x' })).status).toBe(404);
    expect((await dispo.post(`/api/v1/auftrag/${id}/report-problem`, { beschreibung: 'x' })).status).toBe(403);
    expect(await streamLaenge(id)).toBe(1);

    const res = await inhaber.post(`/api/v1/auftrag/${id}/report-problem`, { beschreibung: 'Der Behälter ist undicht.' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('PROBLEM');
    const mails = await eventually(async () => {
      const rows = (await t.db('mail_outbox').where({ anlass: 'PROBLEM' }).whereLike('betreff', `%${vorgangsnummer}%`)) as {
        empfaenger: string;
        text: string;
      }[];
      if (rows.length < 2) throw new Error('Problem-Mails fehlen');
      return rows;
    });
    expect(mails.map((m) => m.empfaenger).sort()).toEqual([ENTSORGER_MAIL, SUPPORT_MAIL]);
    for (const m of mails) expect(m.text).toContain('Der Behälter ist undicht.');

    // Reported again from PROBLEM: not possible, no further mail.
    expect((await inhaber.post(`/api/v1/auftrag/${id}/report-problem`, { beschreibung: 'noch mal' })).status).toBe(400);

    const aktionen = (await dispo.get(`/api/v1/workflow/entsorgerStateTransitions/${id}`)).body as { name: string }[];
    expect(aktionen.map((a) => a.name)).toEqual(['problemBeheben']);
    const behoben = await dispo.post(`/api/v1/workflow/problemBeheben/${id}`, {});
    expect(behoben.body.status).toBe('PROBLEM_BEHOBEN');
    expect((await t.db('mail_outbox').where({ anlass: 'PROBLEM' }).whereLike('betreff', `%${vorgangsnummer}%`)).length).toBe(2);
  });

  it('takes a JPEG or PNG photo by content, re-encoded; refuses a renamed text file; removes it', async () => {
    const { id } = (await nachtragen()).body as { id: string };
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#a73' } })
      .jpeg()
      .toBuffer();

    const text = await inhaber.agent
      .post(`/api/v1/auftrag/${id}/auftragsbild`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .attach('auftragsbild', Buffer.from('<script>alert(1)</script>'), { filename: 'foto.png', contentType: 'image/png' });
    expect(text.status).toBe(415);
    expect(text.body.errors).toEqual({ auftragsbild: 'Bitte laden Sie ein JPEG- oder PNG-Bild hoch.' });
    expect(await streamLaenge(id)).toBe(1);

    const fremd = await korn.agent
      .post(`/api/v1/auftrag/${id}/auftragsbild`)
      .set('X-XSRF-TOKEN', korn.xsrf)
      .attach('auftragsbild', png, { filename: 'a.png', contentType: 'image/png' });
    expect(fremd.status).toBe(404);

    for (const [bild, typ] of [
      [png, 'image/png'],
      [jpeg, 'image/jpeg'],
    ] as const) {
      const hoch = await inhaber.agent
        .post(`/api/v1/auftrag/${id}/auftragsbild`)
        .set('X-XSRF-TOKEN', inhaber.xsrf)
        .attach('auftragsbild', bild, { filename: 'foto.txt', contentType: 'text/plain' });
      expect(hoch.status).toBe(201);
      const d = await details(inhaber, id);
      expect(d.auftragsbild).toMatch(typ === 'image/png' ? /\.png$/ : /\.jpg$/);
      const foto = await dispo.get(`/api/v1/auftrag/${id}/auftragsbild`);
      expect(foto.status).toBe(200);
      expect(foto.headers['content-type']).toBe(typ);
    }
    expect((await del(inhaber, `/api/v1/auftrag/${id}/auftragsbild`)).status).toBe(200);
    expect((await inhaber.get(`/api/v1/auftrag/${id}/auftragsbild`)).status).toBe(404);
    expect((await details(inhaber, id)).auftragsbild).toBeNull();
    expect((await del(inhaber, `/api/v1/auftrag/${id}/auftragsbild`)).status).toBe(404);
  });

  it('changes the waste type: the preview shows old and new price, the save needs the version it was shown', async () => {
    const { id } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as { id: string };
    const vorher = await details(inhaber, id);
    const gleich = await inhaber.post(`/api/v1/auftrag/${id}/abfallart/vorschau`, {
      fraktionId: await idVon(t.db, 'fraktion', { bezeichnung: 'Baumischabfall' }),
      abfallschluessel: '170904',
    });
    expect(gleich.status).toBe(200);
    expect(gleich.body).toMatchObject({ vorher: vorher.geschaetzterPreis, nachher: vorher.geschaetzterPreis, differenz: 0, meldung: null });

    const bauschuttFraktion = (await t.db('fraktion_abfallschluessel').where({ abfallschluessel: '170107' }).first('fraktion_id')) as {
      fraktion_id: number;
    };
    const bauschutt = { fraktionId: bauschuttFraktion.fraktion_id, abfallschluessel: '170107' };
    const vorschau = await inhaber.post(`/api/v1/auftrag/${id}/abfallart/vorschau`, bauschutt);
    expect(vorschau.status).toBe(200);
    expect(vorschau.body).toMatchObject({ vorher: vorher.geschaetzterPreis, version: vorher.version });

    const passtNicht = await inhaber.post(`/api/v1/auftrag/${id}/abfallart/vorschau`, { ...bauschutt, abfallschluessel: '170904' });
    expect(passtNicht.status).toBe(400);
    expect(passtNicht.body.errors).toEqual({ fraktionId: 'Fraktion und Abfallschlüssel passen nicht zum Behälter dieses Auftrags.' });

    expect((await inhaber.post(`/api/v1/auftrag/${id}/abfallart`, bauschutt)).status).toBe(428);
    const veraltet = await inhaber.post(`/api/v1/auftrag/${id}/abfallart`, bauschutt).set('If-Match', `"${vorher.version + 1}"`);
    expect(veraltet.status).toBe(409);
    expect((await korn.post(`/api/v1/auftrag/${id}/abfallart`, bauschutt).set('If-Match', `"${vorher.version}"`)).status).toBe(404);
    const ok = await inhaber.post(`/api/v1/auftrag/${id}/abfallart`, bauschutt).set('If-Match', `"${vorschau.body.version}"`);
    expect(ok.status).toBe(200);
    const nachher = await details(inhaber, id);
    const fraktion = (await t.db('fraktion').where({ id: bauschutt.fraktionId }).first('bezeichnung')) as { bezeichnung: string };
    expect(nachher).toMatchObject({ abfallschluessel: '170107', fraktion: fraktion.bezeichnung, geschaetzterPreis: vorschau.body.nachher });
    expect(nachher.avvName).toMatch(/^17 01 07/);
  });

  it('staff edit an order with the version they saw; producers may not; bad input changes nothing', async () => {
    const { id } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as { id: string };
    const { version } = await details(admin, id);
    expect((await inhaber.put(`/api/v1/auftrag/${id}`, { anzahl: 3 }).set('If-Match', `"${version}"`)).status).toBe(403);
    expect((await admin.put(`/api/v1/auftrag/${id}`, { anzahl: 3 })).status).toBe(428);
    const falsch = await admin
      .put(`/api/v1/auftrag/${id}`, { anzahl: 0, wunschLiefertermin: '2026-02-30' })
      .set('If-Match', `"${version}"`);
    expect(falsch.status).toBe(400);
    expect(Object.keys(falsch.body.errors).sort()).toEqual(['anzahl', 'wunschLiefertermin']);
    expect(await streamLaenge(id)).toBe(1);

    const ok = await admin.put(`/api/v1/auftrag/${id}`, { anzahl: 3, kommentar: '' }).set('If-Match', `"${version}"`);
    expect(ok.status).toBe(200);
    expect(await details(inhaber, id)).toMatchObject({ anzahl: 3, kommentar: null });
    expect((await admin.put(`/api/v1/auftrag/${id}`, { anzahl: 4 }).set('If-Match', `"${version}"`)).status).toBe(409);
  });

  it('deletes only a cancelled order: it leaves list and details, the stream stays', async () => {
    const { id, vorgangsnummer } = (await inhaber.post('/api/v1/auftrag', await demoBestellung(t.db))).body as {
      id: string;
      vorgangsnummer: string;
    };
    const offen = await details(inhaber, id);
    const zuFrueh = await del(inhaber, `/api/v1/auftrag/${id}`).set('If-Match', `"${offen.version}"`);
    expect(zuFrueh.status).toBe(400);
    expect(zuFrueh.body.message).toMatch(/nur stornierte oder abgelehnte/);

    await inhaber.post(`/api/v1/workflow/stornieren/${id}`, {});
    const storniert = await details(inhaber, id);
    expect((await del(dispo, `/api/v1/auftrag/${id}`).set('If-Match', `"${storniert.version}"`)).status).toBe(403);
    expect((await del(korn, `/api/v1/auftrag/${id}`).set('If-Match', `"${storniert.version}"`)).status).toBe(404);
    expect((await del(inhaber, `/api/v1/auftrag/${id}`)).status).toBe(428);
    expect((await del(inhaber, `/api/v1/auftrag/${id}`).set('If-Match', `"${storniert.version}"`)).status).toBe(200);

    expect((await inhaber.get(`/api/v1/auftrag/${id}`)).status).toBe(404);
    const liste = await inhaber.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ vorgangsnummer }))}`);
    expect(liste.body as AuftragListeEintrag[]).toEqual([]);
    const suche = await inhaber.get(`/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ q: vorgangsnummer }))}`);
    expect(suche.body as AuftragListeEintrag[]).toEqual([]);
    expect((await t.eventStore.readStream(`auftrag-${id}`)).at(-1)!.type).toBe('AuftragGeloescht');
  });

  it('rebuilds into the same rows: deleted orders stay out, new waste types and photos stay in', async () => {
    await t.aufholen(['auftraege']);
    const vorher = await readAuftragReadModels(t.db);
    await t.projector.stop();
    await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection });
    expect(await readAuftragReadModels(t.db)).toEqual(vorher);
    // Small batches and room for two orders: a deleted order may have been written before its deletion arrives.
    await rebuildProjection({ db: t.db, eventStore: t.eventStore, projection: auftragProjection, batchSize: 2, maxHeld: 1 });
    expect(await readAuftragReadModels(t.db)).toEqual(vorher);
  });
});
