import type { AppDeps } from '../appDeps';
import type { RouteSpec } from '../platform/http/route';
import { datenabfrageRoutes, entsorgerFuerErzeugerEintragRoutes, entsorgerFuerErzeugerRoutes } from './entsorgerFuerErzeugerApi';
import { entsorgerStammRoutes, entsorgerSupportRoutes } from './entsorgerSupportApi';

/**
 * /api/v1/entsorger (spec § 7, Disposers): the producer's disposers (forErzeuger, data request) and
 * the support's lists, approval, merge and maintenance. /{id}/kunden and /{id}/kundenbereich belong
 * to the disposer detail (leistungen feature) and are registered before these routes.
 */
export function entsorgerRoutes(deps: AppDeps): RouteSpec[] {
  return [
    ...entsorgerSupportRoutes(deps),
    ...entsorgerFuerErzeugerRoutes(deps),
    ...entsorgerFuerErzeugerEintragRoutes(deps),
    ...datenabfrageRoutes(deps),
    // Last: /v1/entsorger/:id would take every path above.
    ...entsorgerStammRoutes(deps),
  ];
}
