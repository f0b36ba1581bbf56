import type { EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import type { Leistungsnummer } from '@abfallportal/common/leistungsnummer';
import { eingabe, leistungsnummernErlauben } from '../leistungsnummer/testing/leistungsnummerTestdaten';
import { anmelden, createTestApp, type Browser, type TestApp } from '../testing/testApp';
import { idVon } from '../testing/idVon';

/** Every disposer and service-number call of Bäckerei Korn's owner against Musterbau's records: refused, nothing changed. */
describe('disposer links and service numbers stay with their producer', () => {
  let t: TestApp;
  let musterbau: Browser;
  let korn: Browser;
  let musterbauId: number;
  let link: EntsorgerFuerErzeuger;
  let nummer: Leistungsnummer;
  const zustand = async () => ({
    entsorger: (await t.db('entsorger').orderBy('id')) as unknown,
    kundennummer: (await t.db('kundennummer').orderBy('id')) as unknown,
    datenabfrage: (await t.db('datenabfrage').orderBy('id')) as unknown,
    leistungsnummer: (await t.db('leistungsnummer').orderBy('id')) as unknown,
    mails: Number(((await t.db('mail_outbox').count({ n: '*' }).first()) as { n: number }).n),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await leistungsnummernErlauben(t, 'inhaber@musterbau.example');
    await leistungsnummernErlauben(t, 'inhaber@baeckerei-korn.example');
    [musterbau, korn] = await Promise.all([anmelden(t, 'inhaber@musterbau.example'), anmelden(t, 'inhaber@baeckerei-korn.example')]);
    musterbauId = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
    link = (
      await musterbau.post('/api/v1/entsorger/forErzeuger', {
        erzeugerId: musterbauId,
        name: 'Eigener Entsorger GmbH',
        kundennummer: 'EE-1',
      })
    ).body as EntsorgerFuerErzeuger;
    nummer = (await musterbau.post('/api/v1/custom/bela/leistungsnummer', await eingabe(t, musterbauId))).body as Leistungsnummer;
  });
  afterAll(() => t.close());

  const filter = () => `filter=${encodeURIComponent(JSON.stringify({ erzeugerId: musterbauId }))}`;
  const loeschen = (b: Browser, url: string) => b.agent.delete(url).set('X-XSRF-TOKEN', b.xsrf);
  const ln = '/api/v1/custom/bela/leistungsnummer';

  const aufrufe: [string, (b: Browser) => Promise<{ status: number }>][] = [
    ['GET forErzeuger', (b) => b.get(`/api/v1/entsorger/forErzeuger?${filter()}`)],
    ['GET forErzeuger?erzeugerId', (b) => b.get(`/api/v1/entsorger/forErzeuger?erzeugerId=${musterbauId}`)],
    ['GET forErzeuger/search', (b) => b.get(`/api/v1/entsorger/forErzeuger/search?q=eigen&erzeugerId=${musterbauId}`)],
    [
      'POST forErzeuger (link)',
      (b) =>
        b.post('/api/v1/entsorger/forErzeuger', {
          erzeugerId: musterbauId,
          entsorgerMandantId: link.entsorgerMandantId,
          kundennummer: 'X',
        }),
    ],
    [
      'POST forErzeuger (new)',
      (b) => b.post('/api/v1/entsorger/forErzeuger', { erzeugerId: musterbauId, name: 'Fremd GmbH', kundennummer: 'X' }),
    ],
    ['GET forErzeuger/{id}', (b) => b.get(`/api/v1/entsorger/forErzeuger/${link.id}`)],
    ['PUT forErzeuger/{id}', (b) => b.put(`/api/v1/entsorger/forErzeuger/${link.id}`, { kundennummer: 'GEKAPERT' })],
    ['DELETE forErzeuger/{id}', (b) => loeschen(b, `/api/v1/entsorger/forErzeuger/${link.id}`)],
    [
      'PUT forErzeuger/activate',
      (b) =>
        b.put('/api/v1/entsorger/forErzeuger/activate', {
          kundennummerId: link.id,
          entsorgerMandantId: link.entsorgerMandantId,
          aktiv: false,
        }),
    ],
    ['POST startDatenabfrage', (b) => b.post(`/api/v1/entsorger/startDatenabfrage/${link.id}`)],
    ['GET getZeitpunkt', (b) => b.get(`/api/v1/entsorger/getZeitpunkt/${link.id}`)],
    ['GET entsorger/{id}', (b) => b.get(`/api/v1/entsorger/${link.entsorgerMandantId}`)],
    ['GET leistungsnummer (list)', (b) => b.get(`${ln}?${filter()}`)],
    ['GET leistungsnummer (list, erzeugerId parameter)', (b) => b.get(`${ln}?erzeugerId=${musterbauId}`)],
    ['POST leistungsnummer', async (b) => b.post(ln, await eingabe(t, musterbauId, { nummer: 'FREMD-1' }))],
    ['GET leistungsnummer/{id}', (b) => b.get(`${ln}/${nummer.id}`)],
    ['PUT leistungsnummer/{id}', async (b) => b.put(`${ln}/${nummer.id}`, await eingabe(t, musterbauId, { nummer: 'GEKAPERT' }))],
    ['DELETE leistungsnummer/{id}', (b) => loeschen(b, `${ln}/${nummer.id}`)],
  ];

  it.each(aufrufe)('%s: 403 or 404 and nothing changed', async (_name, aufruf) => {
    const vorher = await zustand();
    const res = await aufruf(korn);
    expect([403, 404]).toContain(res.status);
    expect(await zustand()).toEqual(vorher);
  });

  it('shows Korn only its own disposers and service numbers without a producer id', async () => {
    const eigene = (await korn.get('/api/v1/entsorger/forErzeuger')).body as EntsorgerFuerErzeuger[];
    expect(eigene.map((e) => e.name)).toEqual(['Entsorgung Nord GmbH']);
    expect((await korn.get(ln)).body).toEqual([]);
    const suche = (await korn.get('/api/v1/entsorger/forErzeuger/search?q=eigen')).body as unknown[];
    expect(suche).toEqual([]); // Musterbau's unapproved disposer is not offered to others
  });

  it('lets the owner do each of these on its own records (the matrix refuses for the right reason)', async () => {
    expect((await musterbau.get(`/api/v1/entsorger/forErzeuger/${link.id}`)).status).toBe(200);
    expect((await musterbau.get(`/api/v1/entsorger/getZeitpunkt/${link.id}`)).status).toBe(200);
    expect((await musterbau.get(`${ln}/${nummer.id}`)).status).toBe(200);
    expect((await musterbau.get(`/api/v1/entsorger/forErzeuger?${filter()}`)).status).toBe(200);
  });
});
