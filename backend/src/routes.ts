import type { AppDeps } from './appDeps';
import { adminBenutzerRoutes } from './adminBenutzer';
import { anfallstelleRoutes } from './anfallstellen';
import { authRoutes } from './auth';
import { qrcodeRoutes } from './qrcodes';
import { benutzerRoutes } from './benutzer';
import { benutzerverwaltungRoutes } from './benutzerverwaltung';
import { configRoutes } from './platform/http/configRouter';
import { hilfeRoutes } from './hilfe';
import { ssoRoutes } from './sso';
import { stellvertretungRoutes } from './stellvertretung';
import { auftragRoutes } from './auftraege';
import { belegImportRoutes, belegRoutes, rechnungEmailAbrufenRoutes, rechnungEmailRoutes } from './belege';
import { dokumentationRoutes } from './dokumentation';
import { auswertungDownloadRoutes, auswertungRoutes, praeferenzRoutes } from './auswertung';
import { exportRoutes } from './exporte';
import { erzeugerRoutes } from './erzeuger';
import { firmendatenRoutes } from './firmendaten';
import { createAuftragPreisPort, entsorgerKundenRoutes, leistungRoutes } from './leistungen';
import { entsorgerRoutes } from './entsorger';
import { leistungsnummerRoutes } from './leistungsnummer';
import { stammdatenRoutes } from './stammdaten';
import { verbleibsanlageRoutes } from './verbleibsanlagen';
import { openApiDocument } from './platform/http/openapi';
import { registrierungRoutes } from './registrierung';
import { route, type RouteSpec } from './platform/http/route';
import packageJson from '../package.json';

/**
 * The route registry (issue 17, item 1): every HTTP route of /api, in the order express tries
 * them. Each feature declares its routes once; routers, the OpenAPI document and the route-wide
 * tests (CSRF, fuzz, permission matrix) are built from this list. Express answers a call with the
 * first route that matches it, so a route whose example call an earlier route of the same method
 * would take (`/v1/benutzer/:id` before `/v1/benutzer/admins`) fails routenReihenfolge.unit.test.ts,
 * which names both.
 */
export function apiRoutes(deps: AppDeps): RouteSpec[] {
  const routes: RouteSpec[] = [
    ...anfallstelleRoutes(deps),
    ...auftragRoutes(deps, { preise: createAuftragPreisPort(deps.db) }),
    ...leistungRoutes(deps),
    ...entsorgerKundenRoutes(deps),
    ...entsorgerRoutes(deps),
    ...leistungsnummerRoutes(deps),
    ...verbleibsanlageRoutes(deps),
    ...stammdatenRoutes(deps),
    ...registrierungRoutes(deps),
    ...erzeugerRoutes(deps),
    ...firmendatenRoutes(deps),
    ...rechnungEmailRoutes(deps),
    ...rechnungEmailAbrufenRoutes(deps),
    ...belegImportRoutes(deps),
    ...belegRoutes(deps),
    ...exportRoutes(deps),
    ...dokumentationRoutes(deps),
    ...auswertungRoutes(deps),
    ...auswertungDownloadRoutes(deps),
    ...praeferenzRoutes(deps),
    ...qrcodeRoutes(deps),
    ...adminBenutzerRoutes(deps),
    ...benutzerRoutes(deps),
    ...benutzerverwaltungRoutes(deps),
    ...stellvertretungRoutes(deps),
    ...configRoutes(deps),
    ...hilfeRoutes(deps),
    ...ssoRoutes(deps),
    ...authRoutes(deps),
  ];
  let document: Record<string, unknown> | undefined;
  routes.push(
    route({
      method: 'get',
      path: '/v1/openapi.json',
      summary: 'Die OpenAPI-Beschreibung aller Aufrufe (OpenAPI 3.1)',
      tag: 'System',
      rule: 'signedIn',
      tenant: 'none',
      handle: () => (document ??= openApiDocument(routes, packageJson.version)),
    }),
  );
  return routes;
}
