import {
  BUNDESLAENDER,
  LEISTUNGSNUMMER_VERGEBEN,
  type Leistungsnummer,
  type LeistungsnummerOptionen,
} from '@abfallportal/common/leistungsnummer';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { eingabe, leistungsnummernErlauben } from './testing/leistungsnummerTestdaten';

const URL = '/api/v1/custom/bela/leistungsnummer';

describe('service numbers (/api/v1/custom/bela/leistungsnummer)', () => {
  let t: TestApp;
  let inhaber: Browser;
  let musterbauId: number;
  beforeAll(async () => {
    t = await createTestApp();
    await leistungsnummernErlauben(t, 'inhaber@musterbau.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    musterbauId = ((await t.db('erzeuger').where({ name: 'Musterbau GmbH' }).first('id')) as { id: number }).id;
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

    const geaendert = await inhaber.put(`${URL}/${ln.id}`, {
      ...(await eingabe(t, musterbauId)),
      bundesland: 'Thüringen',
      auftragsart: 'ZUSATZLEERUNG',
    });
    expect(geaendert.body).toMatchObject({ bundesland: 'Thüringen', auftragsart: 'ZUSATZLEERUNG' });

    expect((await inhaber.agent.delete(`${URL}/${ln.id}`).set('X-XSRF-TOKEN', inhaber.xsrf)).status).toBe(200);
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
    const umbenannt = await inhaber.put(`${URL}/${andere.id}`, await eingabe(t, musterbauId, { nummer: 'LN-3000' }));
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

  it('needs the service-number permission', async () => {
    const nutzer = await anmelden(t, 'nutzer@musterbau.example');
    expect((await nutzer.get(URL)).status).toBe(403);
    expect((await nutzer.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-6000' }))).status).toBe(403);
    expect((await nutzer.get(`${URL}/optionen`)).status).toBe(403);
  });
});

/** Every service-number call of Bäckerei Korn's owner against Musterbau's numbers: refused, nothing changed. */
describe('service numbers stay with their producer', () => {
  let t: TestApp;
  let musterbau: Browser;
  let korn: Browser;
  let musterbauId: number;
  let kornId: number;
  let nummerId: number;
  const zustand = async () => (await t.db('leistungsnummer').orderBy('id')) as unknown;

  beforeAll(async () => {
    t = await createTestApp();
    await leistungsnummernErlauben(t, 'inhaber@musterbau.example');
    await leistungsnummernErlauben(t, 'inhaber@baeckerei-korn.example');
    [musterbau, korn] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'inhaber@baeckerei-korn.example')]);
    musterbauId = ((await t.db('erzeuger').where({ name: 'Musterbau GmbH' }).first('id')) as { id: number }).id;
    kornId = ((await t.db('erzeuger').where({ name: 'Bäckerei Korn KG' }).first('id')) as { id: number }).id;
    nummerId = ((await musterbau.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-7000' }))).body as Leistungsnummer).id;
  });
  afterAll(() => t.close());

  const aufrufe: [string, (b: Browser) => Promise<{ status: number }>][] = [
    ['GET list filtered to Musterbau', (b) => b.get(`${URL}?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: musterbauId }))}`)],
    ['GET list with erzeugerId parameter', (b) => b.get(`${URL}?erzeugerId=${musterbauId}`)],
    ['GET one', (b) => b.get(`${URL}/${nummerId}`)],
    ['PUT', async (b) => b.put(`${URL}/${nummerId}`, await eingabe(t, kornId, { nummer: 'LN-7001' }))],
    ['DELETE', (b) => b.agent.delete(`${URL}/${nummerId}`).set('X-XSRF-TOKEN', b.xsrf)],
    ['POST for Musterbau', async (b) => b.post(URL, await eingabe(t, musterbauId, { nummer: 'LN-7002' }))],
  ];

  it.each(aufrufe)('%s is refused with 403 or 404 and changes nothing', async (_name, aufruf) => {
    const vorher = await zustand();
    expect([403, 404]).toContain((await aufruf(korn)).status);
    expect(await zustand()).toEqual(vorher);
  });

  it('Bäckerei Korn’s own list holds none of Musterbau’s numbers', async () => {
    const res = await korn.get(URL);
    expect(res.status).toBe(200);
    expect((res.body as Leistungsnummer[]).map((l) => l.nummer)).not.toContain('LN-7000');
  });

  it('the same calls work for Musterbau’s owner (the matrix is not refusing everything)', async () => {
    expect((await aufrufe[0]![1](musterbau)).status).toBe(200);
    expect((await aufrufe[2]![1](musterbau)).status).toBe(200);
  });
});
