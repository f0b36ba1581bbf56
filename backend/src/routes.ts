import type { AppDeps } from './appDeps';
import { adminBenutzerRoutes } from './adminBenutzer';
import { anfallstelleRoutes } from './anfallstellen';
import { authRoutes } from './auth';
import { praeferenzRoutes } from './auswertung';
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
import { auswertungRoutes } from './auswertung';
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
 * tests (CSRF, fuzz, permission matrix) are built from this list.
 */
export function apiRoutes(deps: AppDeps): RouteSpec[] {
  const routes: RouteSpec[] = [...anfallstelleRoutes(deps)];
  routes.push(...auftragRoutes(deps, { preise: createAuftragPreisPort(deps.db) }), ...leistungRoutes(deps), ...entsorgerKundenRoutes(deps));
  // After entsorgerKundenRoutes: /v1/entsorger/:id/kunden… must match before /v1/entsorger/:id.
  routes.push(...entsorgerRoutes(deps), ...leistungsnummerRoutes(deps), ...verbleibsanlageRoutes(deps), ...stammdatenRoutes(deps));
  routes.push(...registrierungRoutes(deps), ...erzeugerRoutes(deps), ...firmendatenRoutes(deps));
  routes.push(...rechnungEmailRoutes(deps)); // before /v1/rechnungen/:id
  routes.push(...rechnungEmailAbrufenRoutes(deps)); // "Jetzt abrufen", before /v1/rechnungen/:id
  routes.push(...belegImportRoutes(deps)); // csv-import, leistungsuebersicht: before /v1/rechnungen/:id
  routes.push(...belegRoutes(deps));
  // /v1/exporter/:id after the request paths (pdf/…, xlsx/…), which are POSTs and do not collide anyway.
  routes.push(...exportRoutes(deps));
  routes.push(...dokumentationRoutes(deps));
  routes.push(...auswertungRoutes(deps));
  routes.push(...praeferenzRoutes(deps));
  routes.push(...qrcodeRoutes(deps));
  // Staff accounts and the own account's calls before /v1/benutzer/:id, whose id would not parse "admins" or "profil".
  routes.push(
    ...adminBenutzerRoutes(deps),
    ...benutzerRoutes(deps),
    ...benutzerverwaltungRoutes(deps),
    ...stellvertretungRoutes(deps),
    ...configRoutes(deps),
    ...hilfeRoutes(deps),
    ...ssoRoutes(deps),
    ...authRoutes(deps),
  );
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
