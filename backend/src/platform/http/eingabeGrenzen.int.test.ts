import request from 'supertest';
import { loadDemoAuftraege } from '../../demo';
import { demoBestellung } from '../../auftraege/testing/demoBestellung';
import { uuidFromName } from '../decider/commandHandler';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';
import { listRoutes } from './routenListe';

/**
 * What an attacker's probe of every route found (issue 17, item 9): odd but well-formed input that
 * PostgreSQL refuses (ids beyond its integer, NUL, lone surrogates, impossible days) or that walks
 * the prototype chain. Each must answer 4xx with a German message and change nothing.
 */
const ENGLISCH = /\b(the|invalid|expected|received|unexpected|error|required|must|payload|request)\b/i;
const ZU_GROSS = ['2147483648', '99999999999999999999'];

type Antwort = { status: number; body: { message?: unknown } };
const befund = (was: string, res: Antwort): string | null => {
  if (res.status >= 500) return `${was}: ${res.status}`;
  if (res.status < 400) return `${was}: angenommen mit ${res.status}`;
  if (typeof res.body?.message !== 'string' || ENGLISCH.test(res.body.message)) return `${was}: ${res.status} ${JSON.stringify(res.body)}`;
  return null;
};

describe('Eingabegrenzen: was die Sonde eines Angreifers fand (Ausgabe 17, Punkt 9)', () => {
  let t: TestApp;
  let admin: Browser;
  let inhaber: Browser;
  let dispo: Browser;
  let erzeugerId = 0;
  const auftrag = uuidFromName('demo-auftrag/bestellt');

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    admin = await anmelden(t, 'admin@abfallportal.example');
    inhaber = await anmelden(t, 'inhaber@musterbau.example');
    dispo = await anmelden(t, 'dispo@entsorgung-nord.example');
    erzeugerId = ((await inhaber.get('/api/v1/benutzer/info')).body as { erzeuger: { id: number } }).erzeuger.id;
    await t.aufholen(['auftraege', 'audit']);
  }, 120_000);
  afterAll(() => t.close());

  const stand = async (): Promise<string> => {
    const r = await t.db.raw(`select count(*) || '/' || max(global_position)::text as s from eventstore_events`);
    return (r.rows[0] as { s: string }).s;
  };

  const senden = (b: Browser, methode: string, pfad: string, body?: string | object): request.Test => {
    const agent = b.agent as unknown as Record<string, (p: string) => request.Test>;
    const req = agent[methode]!(pfad).set('X-XSRF-TOKEN', b.xsrf);
    if (methode === 'get' || methode === 'delete') return req;
    return typeof body === 'string' ? req.set('Content-Type', 'application/json').send(body) : req.send(body ?? {});
  };

  it('ids of 2^31 and more answer 4xx in every path, query and body, for every role', async () => {
    const vorher = await stand();
    const befunde: string[] = [];
    const mitId = listRoutes(t.app).filter((r) => /:(id|erzeugerId|fraktionId)\b/.test(r.pfad));
    for (const b of [admin, inhaber, dispo]) {
      for (const wert of ZU_GROSS) {
        for (const r of mitId) {
          const pfad = r.pfad
            .replace(':typ', 'fraktion')
            .replace(':aktion', 'bestellungAnnehmen')
            .replace(/:(id|erzeugerId|fraktionId)\b/g, wert);
          const res = await senden(b, r.methode, pfad);
          const f = res.status >= 500 ? befund(`${r.methode} ${pfad}`, res) : null;
          if (f) befunde.push(f);
        }
        const gross = Number(wert);
        const abfrage = `erzeugerId=${wert}&anfallstelleId=${wert}&behaelterId=${wert}&abfallschluessel=170101&fraktionId=${wert}`;
        for (const pfad of [
          `/api/v1/auftrag/timeAndPlace?${abfrage}`,
          `/api/v1/auftrag/wertstoff?${abfrage}`,
          `/api/v1/auftrag/sortedEntsorgerIdsAndPreisInfo?${abfrage}`,
          `/api/v1/erzeuger/info?id=${wert}`,
          `/api/v1/custom/bela/leistungsnummer?erzeugerId=${wert}`,
          `/api/v1/entsorger/forErzeuger?erzeugerId=${wert}`,
          `/api/v1/auftrag?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: wert }))}`,
          `/api/v1/leistung?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: wert, entsorgerId: wert, id: [wert] }))}`,
          `/api/v1/anfallstelle?filter=${encodeURIComponent(JSON.stringify({ erzeugerId: gross }))}`,
          `/api/v1/ablageort?filter=${encodeURIComponent(JSON.stringify({ entsorgerId: gross }))}`,
          `/api/v1/session/protokoll?filter=${encodeURIComponent(JSON.stringify({ echterBenutzerId: gross, effektiverBenutzerId: gross }))}`,
          `/api/v1/session/aenderungen?filter=${encodeURIComponent(JSON.stringify({ echterBenutzerId: gross, effektiverBenutzerId: gross }))}`,
        ]) {
          const res = await senden(b, 'get', pfad);
          const f = res.status >= 500 ? befund(`${b === admin ? 'admin' : 'andere'} get ${pfad}`, res) : null;
          if (f) befunde.push(f);
        }
        const ids = { erzeugerId: gross, anfallstelleId: gross, entsorgerId: gross, behaelterId: gross, fraktionId: gross };
        for (const [pfad, body] of [
          ['/api/v1/auftrag/preis', { ...ids, abfallschluessel: '170101', datum: '2030-01-01' }],
          ['/api/v1/auftrag/checkBestellwertGrenze', { erzeugerId: gross, betrag: 1 }],
          [
            '/api/v1/auftrag',
            { ...ids, abfallschluessel: '170101', wunschLiefertermin: '2030-01-01', anzahl: 1, ohnePreisBestaetigt: true },
          ],
          ['/api/v1/benutzer', { erzeugerId: gross, email: 'neu@example.org', vorname: 'A', nachname: 'B' }],
        ] as const) {
          const f = befund(`post ${pfad} ${wert}`, await senden(b, 'post', pfad, body));
          if (f?.includes(': 5')) befunde.push(f);
        }
      }
    }
    expect(befunde).toEqual([]);
    expect(await stand()).toEqual(vorher);
  }, 300_000);

  it('every list refuses sort=["__proto__","ASC"] and a NUL in the search', async () => {
    // Every GET route that answers with a Content-Range is a list; some are the disposer's or the producer's only.
    const listen: [Browser, string][] = [];
    for (const b of [admin, dispo, inhaber]) {
      for (const r of listRoutes(t.app).filter((r) => r.methode === 'get')) {
        const pfad = r.pfad.replace(':typ', 'fraktion').replace(/:(id|erzeugerId)\b/g, String(erzeugerId));
        if (pfad.includes(':') || listen.some(([, p]) => p === pfad)) continue;
        const res = await b.get(pfad);
        if (res.status === 200 && res.headers['content-range']) listen.push([b, pfad]);
      }
    }
    expect(listen.length).toBeGreaterThanOrEqual(17);
    const befunde: string[] = [];
    for (const [b, pfad] of listen) {
      const sep = pfad.includes('?') ? '&' : '?';
      for (const sort of ['["__proto__","ASC"]', '["constructor","DESC"]', '["toString","ASC"]', '["hasOwnProperty","ASC"]']) {
        const f = befund(`${pfad} sort=${sort}`, await b.get(`${pfad}${sep}sort=${encodeURIComponent(sort)}`));
        if (f) befunde.push(f);
      }
      for (const q of ['a\u0000b', 'x\ud800']) {
        const f = befund(`${pfad} q=${JSON.stringify(q)}`, await b.get(`${pfad}${sep}filter=${encodeURIComponent(JSON.stringify({ q }))}`));
        if (f) befunde.push(f);
      }
    }
    expect(befunde).toEqual([]);
  }, 180_000);

  it('a lone surrogate in an order comment or an internal note answers 400 and changes nothing', async () => {
    const vorher = await stand();
    const befunde: string[] = [];
    for (const roh of ['"a\\ud800b"', '"\\udc00"', '"x\\ud83d"']) {
      const f1 = befund(
        `Notiz ${roh}`,
        await senden(inhaber, 'post', `/api/v1/auftrag/${auftrag}/updateVorgangsKommentar`, `{"kommentar":${roh}}`),
      );
      const bestellung = JSON.stringify(await demoBestellung(t.db, { kommentar: 'KOMMENTAR' })).replace('"KOMMENTAR"', roh);
      const f2 = befund(`Auftragskommentar ${roh}`, await senden(inhaber, 'post', '/api/v1/auftrag', bestellung));
      for (const f of [f1, f2]) if (f) befunde.push(f);
    }
    expect(befunde).toEqual([]);
    expect(await stand()).toEqual(vorher);
    // A well-formed pair (an emoji) is still welcome.
    const version = (await inhaber.get(`/api/v1/auftrag/${auftrag}`)).headers.etag as string;
    const emoji = await senden(
      inhaber,
      'post',
      `/api/v1/auftrag/${auftrag}/updateVorgangsKommentar`,
      '{"kommentar":"Danke \\ud83d\\ude00"}',
    ).set('If-Match', version);
    expect(emoji.status).toBe(200);
  });

  it('an impossible day as a list filter answers 400', async () => {
    const befunde: string[] = [];
    for (const tag of ['2026-02-30', '0000-01-01', '2026-13-01']) {
      for (const [pfad, filter] of [
        ['/api/v1/auftrag', { von: tag }],
        ['/api/v1/auftrag', { bis: tag }],
        ['/api/v1/leistung', { gueltigAm: tag }],
      ] as const) {
        const f = befund(
          `${pfad} ${JSON.stringify(filter)}`,
          await admin.get(`${pfad}?filter=${encodeURIComponent(JSON.stringify(filter))}`),
        );
        if (f) befunde.push(f);
      }
    }
    expect(befunde).toEqual([]);
  });

  it('a forced status change with a day PostgreSQL or the business refuses answers 400 and appends nothing', async () => {
    const vorher = await stand();
    for (const liefertermin of ['0000-01-01', '1999-12-31', '2101-01-01', '2026-02-30']) {
      const res = await senden(admin, 'post', `/api/v1/workflow/forceStateTransition/${auftrag}`, { status: 'VOR_ORT', liefertermin });
      expect([res.status, befund(liefertermin, res)]).toEqual([400, null]);
    }
    expect(await stand()).toEqual(vorher);
  });

  it('PUT /session/runAsBenutzer with a NUL in the name answers 4xx', async () => {
    const befunde = ['%00', 'a%00b%40example.org', '%ED%A0%80'].map((name) =>
      senden(admin, 'put', `/api/v1/session/runAsBenutzer/${name}`).then((res) => befund(name, res)),
    );
    expect((await Promise.all(befunde)).filter(Boolean)).toEqual([]);
    expect((await admin.get('/api/v1/benutzer/info')).body.email).toBe('admin@abfallportal.example');
  });
});
