import request from 'supertest';
import { loadDemoAuftraege } from '../../demo';
import { uuidFromName } from '../decider/commandHandler';
import { eventually } from '../../../../test/support/eventually';
import { anmelden, createTestApp, type Browser, type TestApp } from '../../testing/testApp';

/**
 * Every write endpoint gets malformed JSON, wrong content types, charsets and encodings, huge and
 * NUL-containing strings, wrong types, prototype-pollution keys and broken multipart bodies. None
 * may answer 500, every answer is German, and the database stays as it was. Later features add
 * their endpoints to SCHREIBENDE_AUFRUFE.
 */
type Aufruf = { methode: 'post' | 'put'; pfad: string; angemeldet: boolean; felder: string[]; multipart?: boolean };

export const SCHREIBENDE_AUFRUFE: Aufruf[] = [
  { methode: 'post', pfad: '/api/login', angemeldet: false, felder: ['username', 'password', 'verificationCode'] },
  { methode: 'post', pfad: '/api/recreate-verification-code', angemeldet: false, felder: ['username', 'password'] },
  { methode: 'post', pfad: '/api/v1/benutzer/profil/passwortvergessen/anfrage', angemeldet: false, felder: ['email'] },
  {
    methode: 'post',
    pfad: '/api/v1/benutzer/profil/passwortvergessen',
    angemeldet: false,
    felder: ['token', 'password', 'passwordRepeat'],
  },
  { methode: 'post', pfad: '/api/v1/benutzer/password', angemeldet: true, felder: ['oldPassword', 'newPassword', 'newPasswordRepeat'] },
  { methode: 'put', pfad: '/api/v1/benutzer/onboarding/stammdaten', angemeldet: true, felder: ['completed'] },
  {
    methode: 'post',
    pfad: '/api/v1/benutzer/profil',
    angemeldet: true,
    felder: ['anrede', 'vorname', 'nachname', 'telefon'],
    multipart: true,
  },
  // Orders (issue 6). `:auftrag` is a demo order in status BESTELLUNG, `:token` its disposer link for a new date.
  {
    methode: 'post',
    pfad: '/api/v1/auftrag',
    angemeldet: true,
    felder: [
      'erzeugerId',
      'anfallstelleId',
      'wunschLiefertermin',
      'fraktionId',
      'abfallschluessel',
      'behaelterId',
      'anzahl',
      'entsorgerId',
    ],
  },
  {
    methode: 'post',
    pfad: '/api/v1/auftrag/preis',
    angemeldet: true,
    felder: ['erzeugerId', 'anfallstelleId', 'abfallschluessel', 'behaelterId', 'datum'],
  },
  { methode: 'post', pfad: '/api/v1/auftrag/checkBestellwertGrenze', angemeldet: true, felder: ['erzeugerId', 'betrag'] },
  { methode: 'post', pfad: '/api/v1/auftrag/:auftrag/updateVorgangsKommentar', angemeldet: true, felder: ['kommentar'] },
  { methode: 'post', pfad: '/api/v1/workflow/abholungBeauftragen/:auftrag', angemeldet: true, felder: ['wunschtermin'] },
  {
    methode: 'post',
    pfad: '/api/v1/public/workflow/bestellungAnnehmenAenderungLiefertermin/:token',
    angemeldet: false,
    felder: ['liefertermin'],
  },
  // Sites and disposal plants (issue 10): the site travels as the customContextDto part, a plant as form fields or JSON.
  {
    methode: 'post',
    pfad: '/api/v1/anfallstelle',
    angemeldet: true,
    felder: ['customContextDto', 'name', 'art', 'strasse', 'plz', 'ort'],
    multipart: true,
  },
  {
    methode: 'post',
    pfad: '/api/v1/ablageort',
    angemeldet: true,
    felder: ['name', 'entsorgerId', 'plz', 'zertifikatGueltigBis'],
    multipart: true,
  },
];

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
  { name: 'zu großer Body', typ: 'application/json', body: objekt(felder, 'x'.repeat(1_100_000)) },
  { name: 'Zahlen', typ: 'application/json', body: objekt(felder, 12345) },
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

const TABELLEN = [
  'benutzer',
  'benutzer_geraet',
  'verifizierungscode',
  'passwort_token',
  'mail_outbox',
  'eventstore_events',
  'auftrag_token',
  'anfallstelle',
  'verbleibsanlage',
];
const ENGLISCH = /\b(the|invalid|expected|received|unexpected|error|required|must|payload|request)\b/i;

describe('Eingabe-Fuzz über alle schreibenden Aufrufe (Ausgabe 8)', () => {
  let t: TestApp;
  let b: Browser;
  let anonymesToken = '';
  let auftrag = '';
  let token = '';
  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    anonymesToken = (await t.browser()).xsrf;
    b = await anmelden(t, 'inhaber@musterbau.example');
    auftrag = uuidFromName('demo-auftrag/bestellt');
    const mail = await eventually(async () => {
      const nummer = (await t.db('auftrag_uebersicht').where({ id: auftrag }).first('vorgangsnummer')) as { vorgangsnummer: string };
      const m = (await t
        .db('mail_outbox')
        .whereRaw('betreff LIKE ?', [`%${nummer.vorgangsnummer}%`])
        .first('links')) as { links: string[] } | undefined;
      if (!m) throw new Error('Bestellungsmail fehlt');
      return m;
    });
    token = mail.links
      .find((l) => l.includes('AenderungLiefertermin'))!
      .split('/')
      .pop()!;
    // The reactor writes the other demo orders' mails and tokens in the background: let it finish first,
    // so the before/after snapshots of every case see only what the case itself did.
    const head = await t.eventStore.headPosition();
    if (head) await t.projector.waitFor(head, ['bestellung_mail', 'auftraege', 'audit'], 20_000);
  });
  afterAll(() => t.close());

  const stand = async (): Promise<Record<string, string>> =>
    Object.fromEntries(
      await Promise.all(
        TABELLEN.map(async (tabelle) => {
          const r = await t.db.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${tabelle} x`);
          return [tabelle, (r.rows[0] as { h: string }).h] as const;
        }),
      ),
    );

  it.each(SCHREIBENDE_AUFRUFE.map((a) => [`${a.methode.toUpperCase()} ${a.pfad}`, a] as const))(
    '%s: no 500, German, nothing changed',
    async (_n, aufruf) => {
      const vorher = await stand();
      const befunde: string[] = [];
      for (const [i, fall] of faelle(aufruf.felder).entries()) {
        const agent = aufruf.angemeldet ? b.agent : request(t.app);
        const pfad = aufruf.pfad.replace(':auftrag', auftrag).replace(':token', token);
        let req = agent[aufruf.methode](pfad)
          .set('X-XSRF-TOKEN', b.xsrf)
          .set('X-Forwarded-For', `198.51.120.${i + 1}`);
        if (!aufruf.angemeldet) req = req.set('Cookie', `XSRF-TOKEN=${anonymesToken}`).set('X-XSRF-TOKEN', anonymesToken);
        if (fall.typ) req = req.set('Content-Type', fall.typ);
        if (fall.kodierung) req = req.set('Content-Encoding', fall.kodierung);
        const res = await req.send(fall.body);
        const meldungen = [res.body?.message, ...Object.values((res.body?.errors as Record<string, string>) ?? {})];
        if (res.status >= 500) befunde.push(`${fall.name}: ${res.status}`);
        else if (
          res.status >= 400 &&
          (typeof res.body?.message !== 'string' || meldungen.some((m) => typeof m !== 'string' || ENGLISCH.test(m)))
        )
          befunde.push(`${fall.name}: ${res.status} ${JSON.stringify(res.body)}`);
        else if (res.status < 400) befunde.push(`${fall.name}: angenommen mit ${res.status}`);
      }
      expect(befunde).toEqual([]);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await stand()).toEqual(vorher);
    },
  );
});
