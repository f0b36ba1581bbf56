import { loadDemoAuftraege } from '../../demo';
import { beispielFuer, loadDemoIds, routeKey, ROUTE_BEISPIELE, type DemoIds } from '../../testing/routeBeispiele';
import {
  anmeldenAlle,
  erwartung,
  projektionenAbwarten,
  registrierteRouten,
  sende,
  tabellenStand,
  type Angemeldet,
  type Rolle,
} from '../../testing/routenPruefung';
import { createTestApp, type TestApp } from '../../testing/testApp';
import { changesState, type RouteSpec } from './route';

/**
 * Issue 17, item 1: every registered route as each demo role, against the table of spec § 6
 * (`decideCall`) and the tenant rules (`scopeOf` of the example's record). Refused calls answer
 * 403 or 404 and change nothing; allowed reading calls are answered (not 401/403, and not 404 on
 * a record the role reaches); allowed state changes are not refused (run last, in a fixed order).
 */
describe('Berechtigungsmatrix über alle registrierten Routen (Ausgabe 17)', () => {
  let t: TestApp;
  let rollen: Record<Rolle, Angemeldet>;
  let ids: DemoIds;
  let routen: RouteSpec[];
  const groesse = { verweigert: 0, erlaubtLesend: 0, erlaubtSchreibend: 0, nurVerweigerung: 0 };

  beforeAll(async () => {
    t = await createTestApp({}, { vorbereiten: async (deps) => void (await loadDemoAuftraege(deps.db, deps.eventStore)) });
    rollen = await anmeldenAlle(t);
    ids = await loadDemoIds(t);
    routen = registrierteRouten(t);
    await projektionenAbwarten(t);
  }, 120_000);
  afterAll(async () => {
    if (!routen) return t?.close();
    console.log(
      `Berechtigungsmatrix: ${routen.length} Routen × ${Object.keys(rollen).length} Rollen; ` +
        `${groesse.verweigert} verweigerte, ${groesse.erlaubtLesend} erlaubte lesende, ${groesse.erlaubtSchreibend} erlaubte ` +
        `schreibende Aufrufe; ${groesse.nurVerweigerung} erlaubte zerstörende Aufrufe nur auf Verweigerung geprüft`,
    );
    await t.close();
  });

  it('every registered route has an example (a new route brings its example along)', () => {
    const ohne = routen.map(routeKey).filter((key) => !ROUTE_BEISPIELE[key]);
    expect(ohne).toEqual([]);
  });

  it('refused calls answer 403/404 and change nothing; allowed reading calls are answered', async () => {
    const befunde: string[] = [];
    for (const spec of routen) {
      const beispiel = beispielFuer(spec, ids);
      const vorher = await tabellenStand(t);
      for (const { rolle, browser, info } of Object.values(rollen)) {
        const soll = erwartung(spec, beispiel, info);
        if (soll === 'erlaubt' && changesState(spec)) continue; // below, after every refusal
        const res = await sende(browser.agent, spec, beispiel, { xsrf: browser.xsrf });
        const wo = `${routeKey(spec)} als ${rolle}`;
        if (res.status >= 500) befunde.push(`${wo}: ${res.status} ${res.text.slice(0, 200)}`);
        else if (soll === 'verweigert') {
          groesse.verweigert++;
          if (res.status !== 403 && res.status !== 404) befunde.push(`${wo}: verweigert erwartet, bekam ${res.status}`);
        } else {
          groesse.erlaubtLesend++;
          const leer = res.status === 404 && (beispiel.leer404 === '*' || beispiel.leer404 === (res.body as { message?: string }).message);
          if (res.status === 401 || res.status === 403 || (res.status === 404 && !leer))
            befunde.push(`${wo}: erlaubt erwartet, bekam ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
      const nachher = await tabellenStand(t);
      const geaendert = Object.keys(vorher).filter((tabelle) => vorher[tabelle] !== nachher[tabelle]);
      if (geaendert.length > 0) befunde.push(`${routeKey(spec)}: verweigerte Aufrufe änderten ${geaendert.join(', ')}`);
    }
    expect(befunde).toEqual([]);
  }, 300_000);

  it('allowed state changes are not refused (producers first, staff last, deletions at the end)', async () => {
    const befunde: string[] = [];
    const reihenfolge: Rolle[] = ['inhaber', 'nutzer', 'fremderInhaber', 'entsorger', 'support', 'admin'];
    const schreibend = routen.filter((spec) => changesState(spec));
    const sortiert = [...schreibend.filter((s) => s.method !== 'delete'), ...schreibend.filter((s) => s.method === 'delete')];
    for (const spec of sortiert) {
      const beispiel = beispielFuer(spec, ids);
      for (const rolle of reihenfolge) {
        const { browser, info } = rollen[rolle];
        if (erwartung(spec, beispiel, info) !== 'erlaubt') continue;
        if (beispiel.zerstoerend) {
          groesse.nurVerweigerung++;
          continue;
        }
        groesse.erlaubtSchreibend++;
        const res = await sende(browser.agent, spec, beispiel, { xsrf: browser.xsrf });
        // Earlier calls may have changed or removed the record (404, 409): only a refusal or a crash is wrong here.
        if (res.status === 401 || res.status === 403 || res.status >= 500)
          befunde.push(`${routeKey(spec)} als ${rolle}: erlaubt erwartet, bekam ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(befunde).toEqual([]);
  }, 300_000);
});
