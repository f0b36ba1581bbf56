import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { decideCall, scopeOf, type Scope } from '@abfallportal/common/permissions';
import type request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { changesState, type RouteSpec } from '../platform/http/route';
import { apiRoutes } from '../routes';
import { beispielUrl, type RouteBeispiel } from './routeBeispiele';
import { anmelden, type Browser, type TestApp } from './testApp';

/** The six demo accounts of the permission matrix (README, Demo-Zugänge). */
export const ROLLEN = {
  admin: 'admin@abfallportal.example',
  support: 'support@abfallportal.example',
  inhaber: 'inhaber@musterbau.example',
  nutzer: 'nutzer@musterbau.example',
  fremderInhaber: 'inhaber@baeckerei-korn.example',
  entsorger: 'dispo@entsorgung-nord.example',
} as const;
export type Rolle = keyof typeof ROLLEN;

export type Angemeldet = { rolle: Rolle; browser: Browser; info: BenutzerInfo };

/** Signs every demo role in (one after the other: each sign-in writes a code mail). */
export async function anmeldenAlle(t: TestApp): Promise<Record<Rolle, Angemeldet>> {
  const out = {} as Record<Rolle, Angemeldet>;
  for (const [rolle, email] of Object.entries(ROLLEN) as [Rolle, string][]) {
    const browser = await anmelden(t, email);
    const info = (await browser.get('/api/v1/benutzer/info').expect(200)).body as BenutzerInfo;
    out[rolle] = { rolle, browser, info };
  }
  return out;
}

/** Every route of the registry, as the app serves them. */
export function registrierteRouten(t: TestApp): RouteSpec[] {
  return apiRoutes(t.deps);
}

/** Tables that change by themselves or per request (sessions, sign-in counters, bookkeeping). */
const NICHT_VERGLICHEN = /^(session|login_rate_limit|projection_checkpoint|knex_.*|.*migration.*)$/;

/** A hash per table: two equal snapshots mean no call in between changed a row. */
export async function tabellenStand(t: TestApp): Promise<Record<string, string>> {
  const tabellen = (
    (await t.db.raw(`select tablename from pg_tables where schemaname = current_schema() order by tablename`)).rows as {
      tablename: string;
    }[]
  )
    .map((r) => r.tablename)
    .filter((n) => !NICHT_VERGLICHEN.test(n));
  return Object.fromEntries(
    await Promise.all(
      tabellen.map(async (tabelle) => {
        const r = await t.db.raw(`select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ?? x`, [tabelle]);
        return [tabelle, (r.rows[0] as { h: string }).h] as const;
      }),
    ),
  );
}

/** Waits until the projector has caught up, so snapshots see only what the calls in between did. */
export async function projektionenAbwarten(t: TestApp): Promise<void> {
  const head = await t.eventStore.headPosition();
  if (head) await t.projector.waitFor(head, ['bestellung_mail', 'auftraege', 'audit', 'belege', 'beleg_fehler_mail'], 20_000);
}

/** Does the scope reach the example's record? */
function reicht(scope: Scope, mandant: NonNullable<RouteBeispiel['mandant']>): boolean {
  switch (scope.type) {
    case 'alle':
      return true;
    case 'keiner':
      return false;
    case 'erzeuger':
      return mandant.erzeugerId === undefined ? mandant.entsorgerId === undefined : mandant.erzeugerId === scope.erzeugerId;
    case 'entsorger':
      return mandant.entsorgerId === undefined ? mandant.erzeugerId === undefined : mandant.entsorgerId === scope.entsorgerId;
  }
}

/**
 * What a role may do with the example call: the route's rule (spec § 6 table, `decideCall`) and the
 * tenant rule (`scopeOf` of the example's area, reading for GET, writing for state changes).
 */
export function erwartung(spec: RouteSpec, beispiel: RouteBeispiel, user: BenutzerInfo): 'erlaubt' | 'verweigert' {
  if (decideCall(spec.rule, user) !== 'allowed') return 'verweigert';
  if (!beispiel.mandant) return 'erlaubt';
  const scope = scopeOf(beispiel.mandant.bereich, user, beispiel.mandant.bedarf ?? (changesState(spec) ? 'write' : 'read'));
  return reicht(scope, beispiel.mandant) ? 'erlaubt' : 'verweigert';
}

export type Senden = {
  /** The anti-forgery header; null sends none. */
  xsrf: string | null;
  /** Replaces the agent's cookies (forged pairs, anonymous calls). */
  cookie?: string;
};

/**
 * Sends the example call. State changes carry `If-Match: "1"` (every record starts at version 1):
 * a refused call must be refused for who asks, not for a missing version.
 */
export function sende(agent: TestAgent | ReturnType<typeof request>, spec: RouteSpec, beispiel: RouteBeispiel, opts: Senden): request.Test {
  let req = (agent as TestAgent)[spec.method](beispielUrl(spec, beispiel));
  if (opts.cookie !== undefined) req = req.set('Cookie', opts.cookie);
  if (opts.xsrf !== null) req = req.set('X-XSRF-TOKEN', opts.xsrf);
  if (changesState(spec)) req = req.set('If-Match', '"1"');
  if (beispiel.form) {
    for (const [name, wert] of Object.entries(beispiel.form.fields ?? {})) req = req.field(name, wert);
    for (const [name, datei] of Object.entries(beispiel.form.files ?? {}))
      req = req.attach(name, datei.data, { filename: datei.name, contentType: datei.typ });
    return req;
  }
  return beispiel.body === undefined ? req : req.send(beispiel.body as object);
}

/** The value of a cookie the agent holds. */
export function cookieWert(b: Browser, name: string): string {
  const jar = (b.agent as unknown as { jar: { getCookie: (n: string, access: object) => { value: string } | undefined } }).jar;
  const wert = jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;
  if (!wert) throw new Error(`Cookie ${name} fehlt`);
  return wert;
}

/** German answers only: no English words in the message or the field errors. */
export const ENGLISCH = /\b(the|invalid|expected|received|unexpected|error|required|must|payload|request)\b/i;

/** Why an error answer is not a German message, or null when it is one. */
export function keineDeutscheMeldung(res: request.Response): string | null {
  const body = res.body as { message?: unknown; errors?: Record<string, unknown> } | undefined;
  const meldungen = [body?.message, ...Object.values(body?.errors ?? {})];
  if (typeof body?.message !== 'string') return `keine Meldung: ${res.status} ${res.text.slice(0, 200)}`;
  if (meldungen.some((m) => typeof m !== 'string' || ENGLISCH.test(m)))
    return `nicht deutsch: ${res.status} ${JSON.stringify(body).slice(0, 300)}`;
  return null;
}
