import type { Datenabfrage, EntsorgerEintrag, EntsorgerFuerErzeuger, EntsorgerTreffer } from '@abfallportal/common/entsorger';
import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import { loadDemoAuftraege } from '../demo';
import { anmelden, createTestApp, letzteMail, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

/** Deletes with the version the record was loaded with (every record starts at 1). */
const loeschen = (b: Browser, url: string, version = 1) => b.agent.delete(url).set('X-XSRF-TOKEN', b.xsrf).set('If-Match', `"${version}"`);

describe('disposers from the producer’s side (/api/v1/entsorger/forErzeuger)', () => {
  let t: TestApp;
  let inhaber: Browser;
  let support: Browser;
  let musterbauId: number;
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    [inhaber, support] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'support@abfallportal.example')]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    await t.aufholen(['auftraege']);
  });
  afterAll(() => t.close());

  const liste = async (b: Browser, filter: Record<string, unknown> = {}, query = '') => {
    const res = await b.get(
      `/api/v1/entsorger/forErzeuger?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: musterbauId, ...filter }))}${query}`,
    );
    expect(res.status).toBe(200);
    return res.body as EntsorgerFuerErzeuger[];
  };

  it('lists the producer’s disposers with customer number, searchable and sorted in German order', async () => {
    const alle = await liste(inhaber);
    expect(alle.map((e) => [e.name, e.kundennummer])).toEqual([
      ['Container-Dienst West GmbH', 'CW-55012'],
      ['Entsorgung Nord GmbH', 'KD-100234'],
    ]);
    expect(alle[0]).toMatchObject({ kundennummerId: alle[0]!.id, erzeugerId: musterbauId, aktiv: true, freigegeben: true });
    const gesucht = await liste(inhaber, {}, `&sort=${encodeURIComponent('["name","DESC"]')}`);
    expect(gesucht[0]!.name).toBe('Entsorgung Nord GmbH');
    const res = await inhaber.get(`/api/v1/entsorger/forErzeuger?filter=${encodeURIComponent(JSON.stringify({ q: 'düssel' }))}`);
    expect((res.body as EntsorgerFuerErzeuger[]).map((e) => e.name)).toEqual(['Container-Dienst West GmbH']);
    expect(res.headers['content-range']).toBe('entsorger 0-0/1');
  });

  it('finds existing disposers before creating one and links the picked one instead of a duplicate', async () => {
    const treffer = (await inhaber.get(`/api/v1/entsorger/forErzeuger/search?q=m%C3%BCnchen&erzeugerId=${musterbauId}`))
      .body as EntsorgerTreffer[];
    expect(treffer).toEqual([expect.objectContaining({ name: 'Recycling Süd AG', verknuepft: false })]);
    const vorher = await t.db('entsorger').count({ n: '*' }).first();
    const res = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      entsorgerMandantId: treffer[0]!.id,
      kundennummer: 'RS-7781',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Recycling Süd AG', kundennummer: 'RS-7781', entsorgerMandantId: treffer[0]!.id });
    expect(await t.db('entsorger').count({ n: '*' }).first()).toEqual(vorher);
    const nochmal = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      entsorgerMandantId: treffer[0]!.id,
      kundennummer: 'X',
    });
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(ENTSORGER_MELDUNGEN.bereitsVerknuepft);
    const wieder = (await inhaber.get(`/api/v1/entsorger/forErzeuger/search?q=recycling&erzeugerId=${musterbauId}`))
      .body as EntsorgerTreffer[];
    expect(wieder[0]!.verknuepft).toBe(true);
  });

  it('creates a new disposer unapproved, usable by its producer, editable by it until support approves', async () => {
    const res = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      name: 'Schrott Meier e.K.',
      strasse: 'Am Hafen 2',
      plz: '21107',
      ort: 'Hamburg',
      email: 'info@schrott-meier.example',
      kundennummer: 'SM-1',
    });
    expect(res.status).toBe(201);
    const link = res.body as EntsorgerFuerErzeuger;
    expect(link).toMatchObject({ freigegeben: false, eigenerEntwurf: true, aktiv: true });
    expect(await t.db('entsorger').where({ id: link.entsorgerMandantId }).first('erstellt_von_erzeuger_id')).toEqual({
      erstellt_von_erzeuger_id: musterbauId,
    });

    const geaendert = await inhaber
      .put(`/api/v1/entsorger/forErzeuger/${link.id}`, {
        ...link,
        ansprechpartner: 'Hans Meier',
        kundennummer: 'SM-2',
      })
      .set('If-Match', `"${link.version}"`);
    expect(geaendert.status).toBe(200);
    expect(geaendert.body).toMatchObject({ ansprechpartner: 'Hans Meier', kundennummer: 'SM-2' });

    const offen = (await support.get('/api/v1/entsorger/unapproved?range=[0,99]')).body as EntsorgerEintrag[];
    expect(offen.find((e) => e.id === link.entsorgerMandantId)).toMatchObject({ anzahlKunden: 1, erstelltVon: { id: musterbauId } });
    const frei = await support.put(`/api/v1/entsorger/approve/${link.entsorgerMandantId}`);
    expect(frei.status).toBe(200);
    expect(frei.body.message).toBe('Der Entsorger „Schrott Meier e.K.“ ist freigegeben.');
    const freigegeben = (await support.get('/api/v1/entsorger/approved?range=[0,99]')).body as EntsorgerEintrag[];
    expect(freigegeben.map((e) => e.name)).toContain('Schrott Meier e.K.');

    // Approved, it is shared master data: the producer keeps its customer number, support its data.
    // Approving raised the disposer's version, which the link's version covers: the producer loads it anew.
    const stand = (await inhaber.get(`/api/v1/entsorger/forErzeuger/${link.id}`)).headers.etag as string;
    expect(stand).not.toBe(`"${geaendert.body.version as number}"`);
    const gesperrt = await inhaber
      .put(`/api/v1/entsorger/forErzeuger/${link.id}`, { ...link, name: 'Anders', kundennummer: 'SM-3' })
      .set('If-Match', stand);
    expect(gesperrt.status).toBe(403);
    expect(gesperrt.body.message).toBe(ENTSORGER_MELDUNGEN.nichtBearbeitbar);
    const nurNummer = await inhaber.put(`/api/v1/entsorger/forErzeuger/${link.id}`, { kundennummer: 'SM-3' }).set('If-Match', stand);
    expect(nurNummer.body).toMatchObject({ name: 'Schrott Meier e.K.', kundennummer: 'SM-3' });
  });

  it('refuses a second disposer of the same name and bad input with German messages, changing nothing', async () => {
    const vorher = await t.db('entsorger').count({ n: '*' }).first();
    const doppelt = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      name: 'recycling süd ag',
      kundennummer: '1',
    });
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe(ENTSORGER_MELDUNGEN.nameVergeben);
    const falsch = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: musterbauId,
      name: 'Neu GmbH',
      plz: '123',
      email: 'kaputt',
      kundennummer: ' ',
    });
    expect(falsch.status).toBe(400);
    expect(falsch.body.errors).toMatchObject({
      plz: 'Keine valide Postleitzahl',
      email: 'Keine gültige E-Mailadresse',
      kundennummer: 'Dieses Feld ist ein Pflichtfeld.',
    });
    expect(await t.db('entsorger').count({ n: '*' }).first()).toEqual(vorher);
  });

  it('deactivates and activates the producer’s link; deleting is refused while orders name the disposer', async () => {
    const nord = (await liste(inhaber)).find((e) => e.name === 'Entsorgung Nord GmbH')!;
    const aus = await inhaber.put('/api/v1/entsorger/forErzeuger/activate', {
      kundennummerId: nord.id,
      entsorgerMandantId: nord.entsorgerMandantId,
      aktiv: false,
    });
    expect(aus.body).toMatchObject({ aktiv: false });
    expect((await liste(inhaber, { aktiv: false })).map((e) => e.id)).toEqual([nord.id]);
    const an = await inhaber.put('/api/v1/entsorger/forErzeuger/activate', {
      kundennummerId: nord.id,
      entsorgerMandantId: nord.entsorgerMandantId,
      aktiv: true,
    });
    expect(an.body).toMatchObject({ aktiv: true });

    const weg = await loeschen(inhaber, `/api/v1/entsorger/forErzeuger/${nord.id}`, an.body.version as number);
    expect(weg.status).toBe(409);
    expect(weg.body.message).toBe(ENTSORGER_MELDUNGEN.loeschenMitAuftraegen);
    expect(await t.db('kundennummer').where({ id: nord.id }).first('id')).toBeDefined();

    const west = (await liste(inhaber)).find((e) => e.name === 'Container-Dienst West GmbH')!;
    expect((await loeschen(inhaber, `/api/v1/entsorger/forErzeuger/${west.id}`, west.version)).status).toBe(200);
    expect(await t.db('kundennummer').where({ id: west.id }).first('id')).toBeUndefined();
    expect(await t.db('entsorger').where({ id: west.entsorgerMandantId }).first('id')).toBeDefined();
  });

  it('sends the data request for the last three years to the disposer and shows its time', async () => {
    const nord = (await liste(inhaber)).find((e) => e.name === 'Entsorgung Nord GmbH')!;
    const leer = (await inhaber.get(`/api/v1/entsorger/getZeitpunkt/${nord.id}`)).body as Datenabfrage;
    expect(leer.zeitpunkt).toBeNull();
    const res = await inhaber.post(`/api/v1/entsorger/startDatenabfrage/${nord.id}`);
    expect(res.status).toBe(201);
    const abfrage = res.body as Datenabfrage;
    expect(abfrage.zeitpunkt).toBe(t.uhr.jetzt.toISOString());
    expect(Number(abfrage.bis!.slice(0, 4)) - Number(abfrage.von!.slice(0, 4))).toBe(3);
    expect(abfrage.bis!.slice(5)).toBe(abfrage.von!.slice(5));
    const mail = await letzteMail(t.db, 'dispo@entsorgung-nord.example');
    expect(mail).toMatchObject({ betreff: 'Datenabfrage von Musterbau GmbH', anlass: 'DATENABFRAGE' });
    expect(mail!.text).toContain('KD-100234');
    expect(mail!.text).toContain(abfrage.von!.split('-').reverse().join('.'));
    expect((await inhaber.get(`/api/v1/entsorger/getZeitpunkt/${nord.id}`)).body).toEqual(abfrage);
    expect((await liste(inhaber)).find((e) => e.id === nord.id)!.letzteDatenabfrage).toBe(abfrage.zeitpunkt);
  });
});

describe('contract limit on disposers (spec § 6)', () => {
  let t: TestApp;
  let korn: Browser;
  let support: Browser;
  let kornId: number;
  beforeAll(async () => {
    t = await createTestApp();
    [korn, support] = await Promise.all([anmelden(t, 'inhaber@baeckerei-korn.example'), anmelden(t, 'support@abfallportal.example')]);
    kornId = await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' });
    // Basis allows three disposers; Korn has one (Entsorgung Nord).
    await t
      .db('erzeuger')
      .where({ id: kornId })
      .update({ vertrag_id: await idVon(t.db, 'vertrag', { name: 'Basis' }) });
  });
  afterAll(() => t.close());

  const neu = (name: string) => korn.post('/api/v1/entsorger/forErzeuger', { erzeugerId: kornId, name, kundennummer: name });

  it('allows up to the maximum, refuses the next with a clear message, and admits a dealer with the exception', async () => {
    const [a, b] = await Promise.all([neu('Zweiter Entsorger GmbH'), neu('Dritter Entsorger GmbH')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const zuViel = await neu('Vierter Entsorger GmbH');
    expect(zuViel.status).toBe(400);
    expect(zuViel.body.message).toBe(
      'Ihr Vertrag „Basis“ erlaubt höchstens 3 Entsorger. Entfernen Sie einen Entsorger, den Sie nicht mehr brauchen, ' +
        'oder wenden Sie sich an den Support. Händler mit Ausnahmeregelung können Sie weiterhin hinzufügen.',
    );
    expect(await t.db('entsorger').where({ name: 'Vierter Entsorger GmbH' }).first()).toBeUndefined();

    const sued = await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' });
    const ohne = await korn.post('/api/v1/entsorger/forErzeuger', { erzeugerId: kornId, entsorgerMandantId: sued, kundennummer: 'H-1' });
    expect(ohne.status).toBe(400);
    const daten = (await support.get(`/api/v1/entsorger/${sued}`)).body as EntsorgerEintrag;
    const ausnahme = await support
      .put(`/api/v1/entsorger/${sued}`, { ...daten, haendlerAusnahme: true })
      .set('If-Match', `"${daten.version}"`);
    expect(ausnahme.body.haendlerAusnahme).toBe(true);
    const mit = await korn.post('/api/v1/entsorger/forErzeuger', { erzeugerId: kornId, entsorgerMandantId: sued, kundennummer: 'H-1' });
    expect(mit.status).toBe(201);
    expect(mit.body).toMatchObject({ haendlerAusnahme: true });
    expect(await t.db('kundennummer').where({ erzeuger_id: kornId }).count({ n: '*' }).first()).toEqual({ n: 4 });
  });

  it('lets concurrent links take only the free places', async () => {
    await t
      .db('erzeuger')
      .where({ id: kornId })
      .update({ vertrag_id: await idVon(t.db, 'vertrag', { name: 'Standard' }) });
    const grenze = 10;
    const vorhanden = 3; // the exception dealer does not count
    const frei = grenze - vorhanden;
    const antworten = await Promise.all(Array.from({ length: frei + 3 }, (_, i) => neu(`Parallel ${i} GmbH`)));
    expect(antworten.filter((r) => r.status === 201)).toHaveLength(frei);
    expect(antworten.filter((r) => r.status === 400)).toHaveLength(3);
  });
});

describe('disposers from the support’s side', () => {
  let t: TestApp;
  let support: Browser;
  let inhaber: Browser;
  beforeAll(async () => {
    t = await createTestApp();
    [support, inhaber] = await Promise.all([anmelden(t, 'support@abfallportal.example'), anmelden(t, 'inhaber@musterbau.example')]);
  });
  afterAll(() => t.close());

  it('lists approved disposers with their number of customers, creates, edits and deletes unused ones', async () => {
    const liste = await support.get(`/api/v1/entsorger/approved?sort=${encodeURIComponent('["anzahlKunden","DESC"]')}`);
    expect((liste.body as EntsorgerEintrag[]).map((e) => [e.name, e.anzahlKunden])).toEqual([
      ['Entsorgung Nord GmbH', 2],
      ['Container-Dienst West GmbH', 1],
      ['Recycling Süd AG', 0],
    ]);
    const neu = await support.post('/api/v1/entsorger', { name: 'Support Entsorgung GmbH', plz: '10115', ort: 'Berlin' });
    expect(neu.status).toBe(201);
    expect(neu.body).toMatchObject({ freigegeben: true, anzahlKunden: 0, haendlerAusnahme: false });
    const id = neu.body.id as number;
    const potsdam = await support
      .put(`/api/v1/entsorger/${id}`, { ...neu.body, ort: 'Potsdam' })
      .set('If-Match', `"${neu.body.version as number}"`);
    expect(potsdam.body.ort).toBe('Potsdam');
    expect((await loeschen(support, `/api/v1/entsorger/${id}`)).status).toBe(409);
    expect((await loeschen(support, `/api/v1/entsorger/${id}`, potsdam.body.version as number)).status).toBe(200);
    expect((await support.get(`/api/v1/entsorger/${id}`)).status).toBe(404);

    const nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    const belegt = await loeschen(support, `/api/v1/entsorger/${nord}`);
    expect(belegt.status).toBe(409);
    expect(await t.db('entsorger').where({ id: nord }).first('id')).toBeDefined();
  });

  it('keeps the support calls from producers', async () => {
    const nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
    for (const res of [
      await inhaber.get('/api/v1/entsorger/approved'),
      await inhaber.get('/api/v1/entsorger/unapproved'),
      await inhaber.put(`/api/v1/entsorger/approve/${nord}`),
      await inhaber.put('/api/v1/entsorger/mergeMandant', { keepEntsorgerId: nord, discardEntsorgerId: nord + 1 }),
      await inhaber.post('/api/v1/entsorger', { name: 'Eigenmächtig GmbH' }),
      await inhaber.put(`/api/v1/entsorger/${nord}`, { name: 'Umbenannt' }),
      await loeschen(inhaber, `/api/v1/entsorger/${nord}`),
    ]) {
      expect(res.status).toBe(403);
    }
    expect((await inhaber.get(`/api/v1/entsorger/${nord}`)).status).toBe(404);
    const dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    expect((await dispo.get(`/api/v1/entsorger/${nord}`)).body).toMatchObject({ name: 'Entsorgung Nord GmbH' });
  });

  it('no lost update: of two editors of a disposer or a customer number the second gets 409, without If-Match 428', async () => {
    const admin = await anmelden(t, 'admin@abfallportal.example');
    const sued = await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' });
    const a = await support.get(`/api/v1/entsorger/${sued}`);
    const b = await admin.get(`/api/v1/entsorger/${sued}`);
    expect(a.headers.etag).toBe(`"${a.body.version as number}"`);
    const erste = await support.put(`/api/v1/entsorger/${sued}`, { ...a.body, ort: 'Erfurt' }).set('If-Match', a.headers.etag as string);
    expect(erste.body).toMatchObject({ ort: 'Erfurt', version: (a.body.version as number) + 1 });
    const spaete = await admin.put(`/api/v1/entsorger/${sued}`, { ...b.body, ort: 'Gera' }).set('If-Match', b.headers.etag as string);
    expect(spaete.status).toBe(409);
    expect(spaete.body.code).toBe('VERSION_KONFLIKT');
    // Without If-Match and without a version field in the body.
    expect((await admin.put(`/api/v1/entsorger/${sued}`, { ...b.body, ort: 'Gera', version: undefined })).status).toBe(428);
    expect(await t.db('entsorger').where({ id: sued }).first('ort')).toEqual({ ort: 'Erfurt' });

    const zweite = await anmelden(t, 'inhaber@musterbau.example');
    const link = (await inhaber.get('/api/v1/entsorger/forErzeuger?range=[0,99]')).body[0] as EntsorgerFuerErzeuger;
    const url = `/api/v1/entsorger/forErzeuger/${link.id}`;
    const x = await inhaber.get(url);
    const y = await zweite.get(url);
    expect((await inhaber.put(url, { kundennummer: 'ERSTE' }).set('If-Match', x.headers.etag as string)).status).toBe(200);
    const verloren = await zweite.put(url, { kundennummer: 'ZWEITE' }).set('If-Match', y.headers.etag as string);
    expect(verloren.status).toBe(409);
    expect((await zweite.put(url, { kundennummer: 'ZWEITE' })).status).toBe(428);
    expect((await loeschen(zweite, url, y.body.version as number)).status).toBe(409);
    expect(await t.db('kundennummer').where({ id: link.id }).first('kundennummer')).toEqual({ kundennummer: 'ERSTE' });
  });

  it('no lost update across the link: support edits the producer’s own draft disposer, the producer’s older form gets 409', async () => {
    const neu = await inhaber.post('/api/v1/entsorger/forErzeuger', {
      erzeugerId: await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' }),
      name: 'Container Krause e.K.',
      ort: 'Hamburg',
      kundennummer: 'CK-1',
    });
    expect(neu.status).toBe(201);
    const link = neu.body as EntsorgerFuerErzeuger;
    const url = `/api/v1/entsorger/forErzeuger/${link.id}`;
    const formular = await inhaber.get(url);
    const beimSupport = await support.get(`/api/v1/entsorger/${link.entsorgerMandantId}`);
    const geaendert = await support
      .put(`/api/v1/entsorger/${link.entsorgerMandantId}`, { ...beimSupport.body, ort: 'Bremen' })
      .set('If-Match', beimSupport.headers.etag as string);
    expect(geaendert.status).toBe(200);
    const veraltet = await inhaber
      .put(url, { ...formular.body, ort: 'Kiel', kundennummer: 'CK-2' })
      .set('If-Match', formular.headers.etag as string);
    expect(veraltet.status).toBe(409);
    expect(veraltet.body.code).toBe('VERSION_KONFLIKT');
    expect(await t.db('entsorger').where({ id: link.entsorgerMandantId }).first('ort')).toEqual({ ort: 'Bremen' });
    expect(await t.db('kundennummer').where({ id: link.id }).first('kundennummer')).toEqual({ kundennummer: 'CK-1' });
    // Loaded anew, the producer's save goes through.
    const frisch = await inhaber.get(url);
    expect((await inhaber.put(url, { ...frisch.body, kundennummer: 'CK-2' }).set('If-Match', frisch.headers.etag as string)).status).toBe(
      200,
    );
  });
});
