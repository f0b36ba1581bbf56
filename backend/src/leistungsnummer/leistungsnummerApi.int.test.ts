import {
  BUNDESLAENDER,
  LEISTUNGSNUMMER_VERGEBEN,
  type Leistungsnummer,
  type LeistungsnummerOptionen,
} from '@abfallportal/common/leistungsnummer';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { eingabe, leistungsnummernErlauben } from './testing/leistungsnummerTestdaten';
import { idVon } from '../testing/idVon';

const URL = '/api/v1/custom/bela/leistungsnummer';

describe('service numbers (/api/v1/custom/bela/leistungsnummer)', () => {
  let t: TestApp;
  let inhaber: Browser;
  let musterbauId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await leistungsnummernErlauben(t, 'inhaber@musterbau.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  });
  afterAll(() => t.close());

  it('offers the choices of its master data', async () => {
    const optionen = (await inhaber.get(`${URL}/optionen`)).body as LeistungsnummerOptionen;
    expect(optionen.behaelterkategorien.map((k) => k.name)).toContain('Absetzmulde');
    expect(optionen.behaeltertypen.find((b) => b.kategorie === 'Absetzmulde')).toBeDefined();
    expect(optionen.abfallschluessel.find((a) => a.id === '170107')?.name).toMatch(/^17 01 07 /);
    expect(BUNDESLAENDER).toHaveLength(16);
  });

  it('creates, reads, lists, searches, updates and deletes a service number', async () => {
    const res = await inhaber.post(URL, await eingabe(t, musterbauId));
    expect(res.status).toBe(201);
    const ln = res.body as Leistungsnummer;
    expect(ln).toMatchObject({ nummer: 'LN-1000', abfallschluessel: '170107', behaelterkategorie: 'Absetzmulde', bundesland: 'Hamburg' });
    expect(ln.ausnahmeBehaeltertyp).not.toBeNull();
    expect((await inhaber.get(`${URL}/${ln.id}`)).body).toEqual(ln);

    await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-0900', beschreibung: 'Grünschnitt', abfallschluessel: '200201' }));
    const liste = await inhaber.get(`${URL}?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: musterbauId }))}`);
    expect((liste.body as Leistungsnummer[]).map((l) => l.nummer)).toEqual(['LN-0900', 'LN-1000']);
    expect(liste.headers['content-range']).toBe('leistungsnummer 0-1/2');
    const suche = await inhaber.get(`${URL}?filter=${encodeURIComponent(JSON.stringify({ q: 'GRÜN' }))}`);
    expect((suche.body as Leistungsnummer[]).map((l) => l.nummer)).toEqual(['LN-0900']);

    const geaendert = await inhaber
      .put(`${URL}/${ln.id}`, {
        ...(await eingabe(t, musterbauId)),
        bundesland: 'Thüringen',
        auftragsart: 'ZUSATZLEERUNG',
      })
      .set('If-Match', `"${ln.version}"`);
    expect(geaendert.body).toMatchObject({ bundesland: 'Thüringen', auftragsart: 'ZUSATZLEERUNG', version: ln.version + 1 });

    const loeschen = inhaber.agent.delete(`${URL}/${ln.id}`).set('X-XSRF-TOKEN', inhaber.xsrf);
    expect((await loeschen.set('If-Match', `"${ln.version + 1}"`)).status).toBe(200);
    expect((await inhaber.get(`${URL}/${ln.id}`)).status).toBe(404);
  });

  it('refuses a number that is already taken with the catalogue message, also when two creates race', async () => {
    await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-2000' }));
    const doppelt = await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'ln-2000' }));
    expect(doppelt.status).toBe(409);
    expect(doppelt.body.message).toBe(LEISTUNGSNUMMER_VERGEBEN);
    expect(doppelt.body.message).toBe('Diese Leistungsnummer ist bereits vergeben.');

    const body = await eingabe(t, musterbauId, { nummer: 'LN-3000' });
    const antworten = await Promise.all([inhaber.post(URL, body), inhaber.post(URL, body), inhaber.post(URL, body)]);
    expect(antworten.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(antworten.filter((r) => r.status === 409).every((r) => r.body.message === LEISTUNGSNUMMER_VERGEBEN)).toBe(true);

    const andere = (await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-4000' }))).body as Leistungsnummer;
    const umbenannt = await inhaber
      .put(`${URL}/${andere.id}`, await eingabe(t, musterbauId, { nummer: 'LN-3000' }))
      .set('If-Match', `"${andere.version}"`);
    expect(umbenannt.status).toBe(409);
    expect(umbenannt.body.message).toBe(LEISTUNGSNUMMER_VERGEBEN);
  });

  it('refuses bad input with German messages and stores nothing', async () => {
    const vorher = await t.db('leistungsnummer').count({ n: '*' }).first();
    const res = await inhaber.post(URL, {
      ...(await eingabe(t, musterbauId, { nummer: 'LN-5000' })),
      bundesland: 'Bretagne',
      abfallschluessel: '99',
      beschreibung: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      bundesland: 'Bitte ein Bundesland wählen.',
      abfallschluessel: 'Bitte einen Abfallschlüssel wählen.',
      beschreibung: 'Dieses Feld ist ein Pflichtfeld.',
    });
    const fremderBehaelter = (await t.db('behaeltertyp').whereNot({ typ: 'Absetzmulde' }).first('id')) as { id: number };
    const passtNicht = await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-5001', behaeltertypId: fremderBehaelter.id }));
    expect(passtNicht.status).toBe(400);
    expect(passtNicht.body.message).toBe('Der Behälter gehört nicht zur gewählten Behälterkategorie.');
    expect(await t.db('leistungsnummer').count({ n: '*' }).first()).toEqual(vorher);
  });

  it('no lost update: of two sessions that loaded version v the second gets 409, and a save without If-Match 428', async () => {
    const zweite = await anmelden(t, 'inhaber@musterbau.example');
    const ln = (await inhaber.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-7000' }))).body as Leistungsnummer;
    const a = await inhaber.get(`${URL}/${ln.id}`);
    const b = await zweite.get(`${URL}/${ln.id}`);
    expect(a.headers.etag).toBe(`"${ln.version}"`);
    const erste = await inhaber
      .put(`${URL}/${ln.id}`, await eingabe(t, musterbauId, { nummer: 'LN-7000', bundesland: 'Bayern' }))
      .set('If-Match', a.headers.etag as string);
    expect(erste.status).toBe(200);
    const spaete = await zweite
      .put(`${URL}/${ln.id}`, await eingabe(t, musterbauId, { nummer: 'LN-7000', bundesland: 'Bremen' }))
      .set('If-Match', b.headers.etag as string);
    expect(spaete.status).toBe(409);
    expect(spaete.body.code).toBe('VERSION_KONFLIKT');
    const ohne = await zweite.put(`${URL}/${ln.id}`, await eingabe(t, musterbauId, { nummer: 'LN-7000', bundesland: 'Bremen' }));
    expect(ohne.status).toBe(428);
    const veraltetLoeschen = await zweite.agent
      .delete(`${URL}/${ln.id}`)
      .set('X-XSRF-TOKEN', zweite.xsrf)
      .set('If-Match', b.headers.etag as string);
    expect(veraltetLoeschen.status).toBe(409);
    expect((await inhaber.get(`${URL}/${ln.id}`)).body).toMatchObject({ bundesland: 'Bayern', version: ln.version + 1 });
  });

  it('needs the service-number permission', async () => {
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    expect((await nutzer.get(URL)).status).toBe(403);
    expect((await nutzer.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-6000' }))).status).toBe(403);
    expect((await nutzer.get(`${URL}/optionen`)).status).toBe(403);
  });
});
