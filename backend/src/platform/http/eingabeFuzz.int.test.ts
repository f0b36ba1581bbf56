import request from 'supertest';
import { z } from 'zod';
import { loadDemoAuftraege } from '../../demo';
import { beispielFuer, beispielUrl, loadDemoIds, routeKey, type DemoIds, type RouteBeispiel } from '../../testing/routeBeispiele';
import {
  anmeldenAlle,
  erwartung,
  keineDeutscheMeldung,
  projektionenAbwarten,
  registrierteRouten,
  tabellenStand,
  type Angemeldet,
  type Rolle,
} from '../../testing/routenPruefung';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { changesState, type RouteSpec } from './route';

/**
 * Every write route of the registry (issue 17, item 1) gets malformed JSON, wrong content types,
 * charsets and encodings, huge and NUL-containing strings, wrong types, huge and negative numbers,
 * invalid dates, prototype-pollution keys and broken multipart bodies. None may answer 5xx, every
 * answer is German, and the database stays as it was. The fields come from the route's body schema
 * (`z.toJSONSchema`) or its form; the path from its example in routeBeispiele.ts.
 */
const felderVon = (spec: RouteSpec): string[] => {
  const felder = new Set<string>();
  if (spec.body) {
    const js = z.toJSONSchema(spec.body, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    for (const name of Object.keys(js.properties ?? {})) felder.add(name);
  }
  if (spec.form) {
    for (const name of spec.form.files) felder.add(name);
    if (spec.form.jsonPart) felder.add(spec.form.jsonPart);
    if (spec.form.fields) {
      const js = z.toJSONSchema(spec.form.fields, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
      for (const name of Object.keys(js.properties ?? {})) felder.add(name);
    }
  }
  return felder.size > 0 ? [...felder] : ['wert'];
};

type Fall = { name: string; typ?: string; kodierung?: string; body: string | Buffer };

const objekt = (felder: string[], wert: unknown) => JSON.stringify(Object.fromEntries(felder.map((f) => [f, wert])));

const faelle = (felder: string[]): Fall[] => [
  { name: 'kaputtes JSON', typ: 'application/json', body: '{"a": ' },
  { name: 'JSON-Literal', typ: 'application/json', body: 'null' },
  { name: 'Array', typ: 'application/json', body: '[1,2,3]' },
  { name: 'leerer Body', typ: 'application/json', body: '' },
  { name: 'latin1', typ: 'application/json; charset=latin1', body: objekt(felder, 'x') },
  { name: 'unbekannter Zeichensatz', typ: 'application/json; charset=klingonisch', body: objekt(felder, 'x') },
  { name: 'unbekannte Kodierung', typ: 'application/json', kodierung: 'br2', body: objekt(felder, 'x') },
  { name: 'falsches gzip', typ: 'application/json', kodierung: 'gzip', body: objekt(felder, 'x') },
  { name: 'text/plain', typ: 'text/plain', body: objekt(felder, 'x') },
  { name: 'urlencoded', typ: 'application/x-www-form-urlencoded', body: 'a=1&b=2' },
  { name: 'XML', typ: 'application/xml', body: '<a>1</a>' },
  { name: 'NUL', typ: 'application/json', body: objekt(felder, 'Max\u0000Muster') },
  { name: 'NUL (Passwortform)', typ: 'application/json', body: objekt(felder, 'Geheim-Wort-9x\u0000') },
  { name: 'riesiger String', typ: 'application/json', body: objekt(felder, 'x'.repeat(200_000)) },
  { name: '1-MB-String', typ: 'application/json', body: objekt(felder.slice(0, 1), 'x'.repeat(1_000_000)) },
  { name: 'zu großer Body', typ: 'application/json', body: objekt(felder, 'x'.repeat(1_100_000)) },
  { name: 'Zahlen', typ: 'application/json', body: objekt(felder, 12345) },
  { name: 'riesige Zahl', typ: 'application/json', body: objekt(felder, 1e308) },
  { name: 'unendliche Zahl', typ: 'application/json', body: `{${felder.map((f) => `"${f}": 1e400`).join(', ')}}` },
  { name: 'negative Zahl', typ: 'application/json', body: objekt(felder, -1) },
  { name: 'jenseits von int4', typ: 'application/json', body: objekt(felder, 2_147_483_648) },
  {
    name: 'jenseits der Ganzzahlgenauigkeit',
    typ: 'application/json',
    body: `{${felder.map((f) => `"${f}": -9007199254740993`).join(', ')}}`,
  },
  { name: 'Bruchzahl', typ: 'application/json', body: objekt(felder, 0.000001) },
  { name: '30. Februar', typ: 'application/json', body: objekt(felder, '2026-02-30') },
  { name: 'Jahr 0', typ: 'application/json', body: objekt(felder, '0000-01-01') },
  { name: 'Jahr 99999', typ: 'application/json', body: objekt(felder, '99999-01-01') },
  { name: 'Objekte', typ: 'application/json', body: objekt(felder, { $gt: '' }) },
  { name: 'Arrays', typ: 'application/json', body: objekt(felder, ['a', 'b']) },
  { name: 'null', typ: 'application/json', body: objekt(felder, null) },
  {
    name: '__proto__',
    typ: 'application/json',
    body: '{"__proto__": {"polluted": true, "completed": true}, "constructor": {"prototype": {"polluted": true}}}',
  },
  { name: 'Multipart ohne Boundary', typ: 'multipart/form-data', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n' },
  {
    name: 'Multipart abgeschnitten',
    typ: 'multipart/form-data; boundary=x',
    body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1',
  },
  { name: 'Multipart kaputter Header', typ: 'multipart/form-data; boundary=x', body: '--x\r\nkein Header\r\n\r\n1\r\n--x--\r\n' },
  {
    name: 'Multipart mit NUL',
    typ: 'multipart/form-data; boundary=x',
    body: felder.map((f) => `--x\r\nContent-Disposition: form-data; name="${f}"\r\n\r\nA\u0000B\r\n`).join('') + '--x--\r\n',
  },
];

// Issue 28: a DOCTYPE behind a 5,000-character comment passed the check of the first 4,096 characters,
// and what the XML parser then threw answered 500.
const KOMMENTAR = `<!--${'x'.repeat(5000)}-->`;
const UBL_KOPF = '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2">';
const FEINDLICHES_XML: Record<string, string> = {
  'externe Entität': `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY x SYSTEM "file:///etc/passwd">]>${UBL_KOPF}<ID>&x;</ID></Invoice>`,
  'riesige Entität': `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY a "${'a'.repeat(50_000)}">]>${UBL_KOPF}<ID>&a;</ID></Invoice>`,
  'Parameter-Entität': `<?xml version="1.0"?>${KOMMENTAR}<!DOCTYPE Invoice [<!ENTITY % p SYSTEM "http://example.invalid/p.dtd"> %p;]>${UBL_KOPF}</Invoice>`,
  'tief verschachtelt': `<?xml version="1.0"?>${KOMMENTAR}${UBL_KOPF}${'<a>'.repeat(10_000)}${'</a>'.repeat(10_000)}</Invoice>`,
};

/** The hostile XML files in the file field of the e-invoice upload (POST /v1/rechnungen). */
const dateiFaelle = (spec: RouteSpec): Fall[] =>
  (spec.path === '/v1/rechnungen' ? (spec.form?.files ?? []) : []).flatMap((feld) =>
    Object.entries(FEINDLICHES_XML).map(([name, xml]) => ({
      name: `feindliches XML nach langem Kommentar (${name}) in ${feld}`,
      typ: 'multipart/form-data; boundary=x',
      body: `--x\r\nContent-Disposition: form-data; name="${feld}"; filename="rechnung.xml"\r\nContent-Type: application/xml\r\n\r\n${xml}\r\n--x--\r\n`,
    })),
  );

/**
 * A case the route's body schema accepts is valid input, not malformed: a comment may well read
 * "2026-02-30", and a route whose fields are all optional accepts an empty body.
 */
const gueltigeEingabe = (spec: RouteSpec, fall: Fall): boolean => {
  if (!spec.body || spec.form || fall.kodierung || !fall.typ?.startsWith('application/json') || fall.typ.includes('charset')) return false;
  if (typeof fall.body !== 'string') return false;
  try {
    return spec.body.safeParse(fall.body === '' ? {} : JSON.parse(fall.body)).success;
  } catch {
    return false;
  }
};

describe('Eingabe-Fuzz über alle schreibenden Routen des Registers (Ausgaben 8 und 17)', () => {
  let t: TestApp;
  let rollen: Record<Rolle, Angemeldet>;
  let ids: DemoIds;
  let routen: RouteSpec[];
  let anonymesToken = '';
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    anonymesToken = (await t.browser()).xsrf;
    rollen = await anmeldenAlle(t);
    ids = await loadDemoIds(t);
    routen = registrierteRouten(t);
    // The reactor writes the demo orders' mails and tokens in the background: let it finish first,
    // so the before/after snapshots of every route see only what its cases did.
    await projektionenAbwarten(t);
  }, 120_000);
  afterAll(() => t.close());

  /** Who sends: nobody for public and token routes, else a role that reaches the example's record. */
  const absender = (spec: RouteSpec, beispiel: RouteBeispiel): Angemeldet | null => {
    if (spec.rule === 'public' || spec.rule === 'token') return null;
    const bevorzugt: Rolle[] = ['inhaber', 'admin', 'support', 'nutzer', 'fremderInhaber', 'entsorger'];
    const wer = bevorzugt.map((r) => rollen[r]).find((r) => erwartung(spec, beispiel, r.info) === 'erlaubt');
    if (!wer) throw new Error(`${routeKey(spec)}: keine Demo-Rolle darf diesen Aufruf`);
    return wer;
  };

  it('every write route: no 5xx, German, nothing changed', async () => {
    const befunde: string[] = [];
    const schreibend = routen.filter((r) => changesState(r) && r.method !== 'get' && (r.body || r.form));
    for (const spec of schreibend) {
      const beispiel = beispielFuer(spec, ids);
      const wer = absender(spec, beispiel);
      // A body the route accepts as it is (every field optional) is no malformed input.
      const faelleDerRoute = [...faelle(felderVon(spec)), ...dateiFaelle(spec)].filter((f) => !gueltigeEingabe(spec, f));
      const vorher = await tabellenStand(t);
      const antworten = await Promise.all(
        faelleDerRoute.map(async (fall, i) => {
          const agent = wer ? wer.browser.agent : request(t.app);
          let req = agent[spec.method](beispielUrl(spec, { ...beispiel, body: undefined, form: undefined }))
            .set('X-Forwarded-For', `198.51.120.${i + 1}`)
            .set('If-Match', '"1"');
          req = wer
            ? req.set('X-XSRF-TOKEN', wer.browser.xsrf)
            : req.set('Cookie', `XSRF-TOKEN=${anonymesToken}`).set('X-XSRF-TOKEN', anonymesToken);
          if (fall.typ) req = req.set('Content-Type', fall.typ);
          if (fall.kodierung) req = req.set('Content-Encoding', fall.kodierung);
          return [fall.name, await req.send(fall.body)] as const;
        }),
      );
      for (const [name, res] of antworten) {
        const wo = `${routeKey(spec)}${wer ? ` als ${wer.rolle}` : ''}, ${name}`;
        if (res.status >= 500) befunde.push(`${wo}: ${res.status} ${res.text.slice(0, 200)}`);
        else if (res.status < 400) befunde.push(`${wo}: angenommen mit ${res.status}`);
        else {
          const warum = keineDeutscheMeldung(res);
          if (warum) befunde.push(`${wo}: ${warum}`);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const nachher = await tabellenStand(t);
      const geaendert = Object.keys(vorher).filter((tabelle) => vorher[tabelle] !== nachher[tabelle]);
      if (geaendert.length > 0) befunde.push(`${routeKey(spec)}: änderte ${geaendert.join(', ')}`);
    }
    console.log(`Eingabe-Fuzz: ${schreibend.length} schreibende Routen × ${faelle(['a']).length} Fälle`);
    expect(befunde).toEqual([]);
  }, 400_000);
});
