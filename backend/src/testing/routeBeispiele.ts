import { adminBenutzerRouteBeispiele } from '../adminBenutzer/testing/adminBenutzerRouteBeispiele';
import { anfallstelleRouteBeispiele } from '../anfallstellen/testing/anfallstelleRouteBeispiele';
import { auftragRouteBeispiele } from '../auftraege/testing/auftragRouteBeispiele';
import { auswertungRouteBeispiele } from '../auswertung/testing/auswertungRouteBeispiele';
import { authRouteBeispiele } from '../auth/testing/authRouteBeispiele';
import { belegRouteBeispiele } from '../belege/testing/belegRouteBeispiele';
import { benutzerRouteBeispiele } from '../benutzer/testing/benutzerRouteBeispiele';
import { benutzerverwaltungRouteBeispiele } from '../benutzerverwaltung/testing/benutzerverwaltungRouteBeispiele';
import { dokumentationRouteBeispiele } from '../dokumentation/testing/dokumentationRouteBeispiele';
import { entsorgerRouteBeispiele } from '../entsorger/testing/entsorgerRouteBeispiele';
import { erzeugerRouteBeispiele } from '../erzeuger/testing/erzeugerRouteBeispiele';
import { exportRouteBeispiele } from '../exporte/testing/exportRouteBeispiele';
import { firmendatenRouteBeispiele } from '../firmendaten/testing/firmendatenRouteBeispiele';
import { hilfeRouteBeispiele } from '../hilfe/testing/hilfeRouteBeispiele';
import { leistungRouteBeispiele } from '../leistungen/testing/leistungRouteBeispiele';
import { leistungsnummerRouteBeispiele } from '../leistungsnummer/testing/leistungsnummerRouteBeispiele';
import type { RouteSpec } from '../platform/http/route';
import { qrcodeRouteBeispiele } from '../qrcodes/testing/qrcodeRouteBeispiele';
import { registrierungRouteBeispiele } from '../registrierung/testing/registrierungRouteBeispiele';
import { ssoRouteBeispiele } from '../sso/testing/ssoRouteBeispiele';
import { stammdatenRouteBeispiele } from '../stammdaten/testing/stammdatenRouteBeispiele';
import { stellvertretungRouteBeispiele } from '../stellvertretung/testing/stellvertretungRouteBeispiele';
import { verbleibsanlageRouteBeispiele } from '../verbleibsanlagen/testing/verbleibsanlageRouteBeispiele';
import type { DemoIds } from './demoIds';
import type { RouteBeispiel, RouteBeispiele } from './routeBeispiel';

export { loadDemoIds, type DemoIds } from './demoIds';
export type { RouteBeispiel } from './routeBeispiel';

/** One map of the features' examples; a route two features both describe is an error, not a silent override. */
function sammeln(...teile: RouteBeispiele[]): RouteBeispiele {
  const alle: RouteBeispiele = {};
  for (const [key, beispiel] of teile.flatMap((teil) => Object.entries(teil))) {
    if (alle[key]) throw new Error(`Zwei Beispiele für ${key}`);
    alle[key] = beispiel;
  }
  return alle;
}

/** Every registered route's example call, gathered from the features (each beside its routes, in its testing/ folder). */
export const ROUTE_BEISPIELE: RouteBeispiele = sammeln(
  // The registry's own description (routes.ts) and the platform's config call.
  { 'GET /v1/openapi.json': () => ({}), 'GET /v1/config': () => ({}) },
  adminBenutzerRouteBeispiele,
  anfallstelleRouteBeispiele,
  auftragRouteBeispiele,
  auswertungRouteBeispiele,
  authRouteBeispiele,
  belegRouteBeispiele,
  benutzerRouteBeispiele,
  benutzerverwaltungRouteBeispiele,
  dokumentationRouteBeispiele,
  entsorgerRouteBeispiele,
  erzeugerRouteBeispiele,
  exportRouteBeispiele,
  firmendatenRouteBeispiele,
  hilfeRouteBeispiele,
  leistungRouteBeispiele,
  leistungsnummerRouteBeispiele,
  qrcodeRouteBeispiele,
  registrierungRouteBeispiele,
  ssoRouteBeispiele,
  stammdatenRouteBeispiele,
  stellvertretungRouteBeispiele,
  verbleibsanlageRouteBeispiele,
);

/** `GET /v1/anfallstelle/:id`: how a route is named in the examples and the test titles. */
export function routeKey(spec: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${spec.method.toUpperCase()} ${spec.path}`;
}

/** The example of a registered route, or an error naming the route that lacks one. */
export function beispielFuer(spec: Pick<RouteSpec, 'method' | 'path'>, ids: DemoIds): RouteBeispiel {
  const beispiel = ROUTE_BEISPIELE[routeKey(spec)];
  if (!beispiel) throw new Error(`Kein Beispiel für ${routeKey(spec)} in backend/src/<feature>/testing/<feature>RouteBeispiele.ts`);
  return beispiel(ids);
}

/** The URL of the example call: `/api` + the path with its parameters (optional groups filled when given). */
export function beispielUrl(spec: Pick<RouteSpec, 'path'>, beispiel: RouteBeispiel): string {
  const params = beispiel.params ?? {};
  const pfad = spec.path
    .replace(/\{([^}]*)\}/g, (_m, gruppe: string) => {
      const namen = [...gruppe.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
      return namen.every((n) => params[n] !== undefined) ? gruppe : '';
    })
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
      const wert = params[name];
      if (wert === undefined) throw new Error(`Beispiel für ${spec.path}: Pfadparameter ${name} fehlt`);
      return encodeURIComponent(String(wert));
    });
  const query = new URLSearchParams(Object.entries(beispiel.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return `/api${pfad}${query ? `?${query}` : ''}`;
}
