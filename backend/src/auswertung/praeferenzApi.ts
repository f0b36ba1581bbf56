import { praeferenzAntwortSchema, praeferenzBodySchema } from '@abfallportal/common/auswertung';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { ladePraeferenz, praeferenzScope, speicherePraeferenz } from './praeferenzen';

const TAG = 'Einstellungen';

/** The path parameter as text; an unknown scope is a 400 with a German message, not a 404. */
const scopeParams = z.object({ scope: z.string().max(100) });

/** `GET`/`PUT /user-preferences/{scope}` (spec § 7): what the signed-in user keeps per screen. */
export function praeferenzRoutes(deps: Pick<AppDeps, 'db'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/user-preferences/:scope',
      summary: 'Eine Einstellung des angemeldeten Benutzers lesen (nie gespeichert: Wert null, Version 0)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      params: scopeParams,
      response: praeferenzAntwortSchema,
      handle: ({ user, params }) => ladePraeferenz(deps.db, user.id, praeferenzScope(params)),
    }),
    route({
      method: 'put',
      path: '/v1/user-preferences/:scope',
      summary: 'Eine Einstellung des angemeldeten Benutzers speichern (If-Match: gelesene Version, 0 beim ersten Mal)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      params: scopeParams,
      body: praeferenzBodySchema,
      response: praeferenzAntwortSchema,
      handle: ({ req, user, params, body }) => {
        const scope = praeferenzScope(params);
        return speicherePraeferenz(deps.db, user.id, scope, body.wert, expectedVersion(req));
      },
    }),
  ];
}
