import sharp from 'sharp';
import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';
import { herunterladen } from '../testing/herunterladen';

const neueStelle = {
  name: 'Baustelle Altona Kai',
  nummer: 'BS-010',
  kostenstelle: 'KST-4711',
  art: 'BAUSTELLE',
  hinweisLieferant: 'Zufahrt über Tor 3, Schlüssel beim Polier',
  details: 'Kran steht bis Ende März',
  strasse: 'Große Elbstraße 145',
  plz: '22767',
  ort: 'Hamburg',
};

/** The site form as the browser sends it; a change carries the id and the version it was loaded with (form field). */
const formular = (b: Browser, dto: object, dateien: { bild?: Buffer; skizze?: Buffer } = {}, id?: number, version?: number) => {
  const req = b.agent.post('/api/v1/anfallstelle').set('X-XSRF-TOKEN', b.xsrf).field('customContextDto', JSON.stringify(dto));
  if (id !== undefined) req.field('id', String(id));
  if (version !== undefined) req.field('version', String(version));
  if (dateien.bild) req.attach('bild', dateien.bild, 'foto.png');
  if (dateien.skizze) req.attach('skizze', dateien.skizze, 'skizze.jpg');
  return req;
};

const loeschen = (b: Browser, id: number, version: number) =>
  b.agent.delete(`/api/v1/anfallstelle/${id}`).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', `"${version}"`);

describe('sites of a producer (/api/v1/anfallstelle)', () => {
  let t: TestApp;
  let inhaber: Browser;
  let support: Browser;
  let musterbauId: number;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    await t.aufholen(['auftraege']);
    [inhaber, support] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'support@abfallportal.example')]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('lists the producer’s sites with search, sort and the active filter', async () => {
    const alle = await inhaber.get(`/api/v1/anfallstelle/erzeuger/${musterbauId}?sort=["name","ASC"]`);
    expect(alle.status).toBe(200);
    expect(alle.headers['content-range']).toBe('anfallstelle 0-2/3');
    expect(alle.body.map((s: { name: string }) => s.name)).toEqual([
      'Baustelle Hafencity Quartier 4',
      'Baustelle Wohnpark Eppendorf',
      'Betriebshof Billbrook',
    ]);
    const suche = await inhaber.get(`/api/v1/anfallstelle/erzeuger/${musterbauId}?filter=${encodeURIComponent('{"q":"EPPENDORF"}')}`);
    expect(suche.body.map((s: { nummer: string }) => s.nummer)).toEqual(['BS-002']);
    const eigene = await inhaber.get('/api/v1/anfallstelle?filter={"aktiv":true}');
    expect(eigene.headers['content-range']).toBe('anfallstelle 0-2/3');
  });

  it('creates a site with every field, a re-encoded photo and sketch, served inline with nosniff', async () => {
    const jpg = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const res = await formular(inhaber, neueStelle, { bild: Buffer.concat([png, Buffer.from('<script>x</script>')]), skizze: jpg });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ ...neueStelle, erzeugerId: musterbauId, aktiv: true, lat: null, lon: null });
    const foto = await herunterladen(inhaber, res.body.bildUrl as string);
    expect(foto.headers['content-type']).toBe('image/png');
    expect(foto.headers['x-content-type-options']).toBe('nosniff');
    expect(foto.headers['content-disposition']).toMatch(/^inline/);
    expect((foto.body as Buffer).toString('latin1')).not.toContain('<script>');
    expect(await sharp(foto.body as Buffer).metadata()).toMatchObject({ width: 8, height: 6, format: 'png' });
    expect((await herunterladen(inhaber, res.body.skizzeUrl as string)).headers['content-type']).toBe('image/jpeg');
    expect((await inhaber.get(`/api/v1/anfallstelle/${res.body.id as number}`)).body).toEqual(res.body);
  });

  it('refuses bad input with German messages and stores nothing', async () => {
    const vorher = await t.db('anfallstelle').count({ n: '*' }).first();
    const falsch = await formular(inhaber, { ...neueStelle, name: ' ', plz: '2076', art: 'WOHNUNG' });
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toMatchObject({
      name: 'Dieses Feld ist ein Pflichtfeld.',
      plz: 'Keine valide Postleitzahl',
      art: 'Bitte wählen Sie Baustelle oder Gewerbebetrieb.',
    });
    const pdfAlsBild = await formular(inhaber, { ...neueStelle, name: 'Mit PDF' }, { bild: Buffer.from('%PDF-1.4\n%%EOF\n') });
    expect(pdfAlsBild.status).toBe(415);
    expect(pdfAlsBild.body.errors).toEqual({ bild: 'Bitte laden Sie ein JPEG- oder PNG-Bild hoch.' });
    const doppelt = await formular(inhaber, { ...neueStelle, name: 'Betriebshof Billbrook' });
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe('Eine Anfallstelle mit diesem Namen gibt es bei diesem Erzeuger bereits.');
    const ohneDto = await inhaber.agent.post('/api/v1/anfallstelle').set('X-XSRF-TOKEN', inhaber.xsrf).field('name', 'x');
    expect(ohneDto.status).toBe(400);
    expect(await t.db('anfallstelle').count({ n: '*' }).first()).toEqual(vorher);
  });

  it('edits through PUT and through the form with id, keeping the photo unless replaced or removed', async () => {
    const angelegt = (await formular(inhaber, { ...neueStelle, name: 'Lager Wandsbek' }, { bild: png })).body as {
      id: number;
      bildUrl: string;
      version: number;
    };
    const put = await inhaber
      .put(`/api/v1/anfallstelle/${angelegt.id}`, { ...neueStelle, name: 'Lager Wandsbek Ost', art: 'GEWERBEBETRIEB' })
      .set('If-Match', `"${angelegt.version}"`);
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: 'Lager Wandsbek Ost', art: 'GEWERBEBETRIEB', aktiv: true, bildUrl: angelegt.bildUrl });
    expect(put.headers.etag).toBe(`"${angelegt.version + 1}"`);
    const ohneBild = await formular(
      inhaber,
      { ...neueStelle, name: 'Lager Wandsbek Ost', bildEntfernen: true },
      {},
      angelegt.id,
      put.body.version as number,
    );
    expect(ohneBild.status).toBe(200);
    expect(ohneBild.body.bildUrl).toBeNull();
    expect((await inhaber.get(angelegt.bildUrl)).status).toBe(404);
  });

  it('activates and deactivates; the GET form needs the anti-forgery header', async () => {
    const stelle = (await formular(inhaber, { ...neueStelle, name: 'Halle Harburg' })).body as { id: number; version: number };
    const aus = await inhaber.put(`/api/v1/anfallstelle/${stelle.id}/activate?aktiv=false`).set('If-Match', `"${stelle.version}"`);
    expect(aus.body.aktiv).toBe(false);
    expect((await inhaber.get(`/api/v1/anfallstelle/${stelle.id}/activate`).set('If-Match', `"${aus.body.version}"`)).status).toBe(403);
    const an = await inhaber
      .get(`/api/v1/anfallstelle/${stelle.id}/activate?aktiv=true`)
      .set('X-XSRF-TOKEN', inhaber.xsrf)
      .set('If-Match', `"${aus.body.version}"`);
    expect(an.status).toBe(200);
    expect(an.body.aktiv).toBe(true);
    const vielleicht = inhaber.put(`/api/v1/anfallstelle/${stelle.id}/activate?aktiv=vielleicht`).set('If-Match', `"${an.body.version}"`);
    expect((await vielleicht).status).toBe(400);
  });

  it('deletes an unused site and refuses one with orders, offering deactivation', async () => {
    const frei = (await formular(inhaber, { ...neueStelle, name: 'Kurzzeitbaustelle' })).body as { id: number };
    const weg = await loeschen(inhaber, frei.id, 1);
    expect(weg.status).toBe(200);
    expect(await t.db('anfallstelle').where({ id: frei.id }).first()).toBeUndefined();

    // Billbrook has orders only, Hafencity also price agreements: both stay.
    for (const name of ['Betriebshof Billbrook', 'Baustelle Hafencity Quartier 4']) {
      const stelle = (await t.db('anfallstelle').where({ name }).first('id')) as { id: number };
      const res = await loeschen(inhaber, stelle.id, 1);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'anfallstelleInVerwendung',
        message: expect.stringContaining('Sie können sie stattdessen deaktivieren.'),
      });
      expect(await t.db('anfallstelle').where({ id: stelle.id }).first('id')).toEqual(stelle);
    }
  });

  it('lets support work on any producer’s sites, naming the producer', async () => {
    const res = await formular(support, { ...neueStelle, name: 'Vom Support angelegt', erzeugerId: musterbauId });
    expect(res.status).toBe(201);
    expect(res.body.erzeugerId).toBe(musterbauId);
    const liste = await support.get(`/api/v1/anfallstelle?filter={"erzeugerId":${musterbauId},"q":"support"}`);
    expect(liste.body.map((s: { name: string }) => s.name)).toEqual(['Vom Support angelegt']);
    const ohneErzeuger = await formular(support, { ...neueStelle, name: 'Ohne Erzeuger' });
    expect(ohneErzeuger.status).toBe(404);
  });

  it('lets a user without VIEW_ANFALLSTELLE neither read nor write the sites', async () => {
    const nutzer = await t.db('benutzer').where({ email: 'nutzer@musterbau.example' }).first('id');
    await t
      .db('benutzer_berechtigung')
      .where({ benutzer_id: (nutzer as { id: number }).id, berechtigung: 'VIEW_ANFALLSTELLE' })
      .delete();
    const b = await anmelden(t, 'nutzer@musterbau.example');
    expect((await b.get(`/api/v1/anfallstelle/erzeuger/${musterbauId}`)).status).toBe(403);
    expect((await formular(b, { ...neueStelle, name: 'Nicht erlaubt' })).status).toBe(403);
  });
  it('no lost update: of two sessions that loaded version v, the second gets 409 and the first one’s site stays', async () => {
    const angelegt = (await formular(inhaber, { ...neueStelle, name: 'Zwei Bearbeiter' })).body as { id: number };
    const url = `/api/v1/anfallstelle/${angelegt.id}`;
    const [a, b] = await Promise.all([inhaber.get(url), support.get(url)]);
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    expect(b.headers.etag).toBe(a.headers.etag);
    const erste = await formular(inhaber, { ...neueStelle, name: 'Zwei Bearbeiter (erste)' }, {}, angelegt.id, a.body.version as number);
    expect(erste.status).toBe(200);
    expect(erste.body.version).toBe((a.body.version as number) + 1);
    const stand = async () => t.db('anfallstelle').where({ id: angelegt.id }).first();
    const nachErster = await stand();

    const zweite = await support
      .put(url, { ...neueStelle, name: 'Zwei Bearbeiter', ort: 'Lübeck' })
      .set('If-Match', b.headers.etag as string);
    expect(zweite.status).toBe(409);
    expect(zweite.body).toEqual({
      code: 'VERSION_KONFLIKT',
      message: 'Der Datensatz wurde inzwischen geändert. Bitte laden Sie ihn neu und übernehmen Sie Ihre Änderungen erneut.',
    });
    const zweitesFormular = await formular(support, { ...neueStelle, ort: 'Lübeck' }, { bild: png }, angelegt.id, b.body.version as number);
    expect(zweitesFormular.status).toBe(409);
    const aktivVeraltet = await support.put(`${url}/activate?aktiv=false`).set('If-Match', b.headers.etag as string);
    expect(aktivVeraltet.status).toBe(409);
    const loeschenVeraltet = await loeschen(support, angelegt.id, b.body.version as number);
    expect(loeschenVeraltet.status).toBe(409);

    const ohne = await support.put(url, { ...neueStelle, ort: 'Lübeck' });
    expect(ohne.status).toBe(428);
    expect(ohne.body.code).toBe('VERSION_FEHLT');
    expect((await formular(support, { ...neueStelle, ort: 'Lübeck' }, {}, angelegt.id)).status).toBe(428);
    expect((await support.put(`${url}/activate?aktiv=false`)).status).toBe(428);
    expect((await support.agent.delete(url).set('X-XSRF-TOKEN', support.xsrf)).status).toBe(428);

    expect(await stand()).toEqual(nachErster);
    expect(nachErster).toMatchObject({ name: 'Zwei Bearbeiter (erste)', ort: 'Hamburg', aktiv: true, bild: null });
  });
});
