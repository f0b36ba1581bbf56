import { kundenserviceGesendetSchema, kundenserviceNachrichtSchema, kundenserviceSchema } from '@abfallportal/common/customerservice';
import { statusgruppen, statusgruppenSchema } from '@abfallportal/common/statusgruppe';
import type { AppDeps } from '../appDeps';
import { route, type RouteSpec } from '../platform/http/route';
import { kundenserviceFormular, kundenserviceSenden } from './kundenservice';

const TAG = 'Hilfe';

/** The contact form (GET/PUT /customerservice) and the order status groups for filters (GET /statusgruppe), spec § 7. */
export function hilfeRoutes(deps: Pick<AppDeps, 'db' | 'config'>): RouteSpec[] {
  return [
    route({
      method: 'get',
      path: '/v1/customerservice',
      summary: 'Das Kontaktformular: Absender, Themen und Erreichbarkeit des Supports',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      response: kundenserviceSchema,
      handle: ({ user }) => kundenserviceFormular(deps.config, user),
    }),
    route({
      method: 'put',
      path: '/v1/customerservice',
      summary: 'Eine Nachricht an den Support senden (mit Absender und Erzeuger)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'own',
      body: kundenserviceNachrichtSchema,
      response: kundenserviceGesendetSchema,
      handle: async ({ user, body }) => {
        await kundenserviceSenden(deps.db, deps.config, user, body);
        return { gesendet: true as const };
      },
    }),
    route({
      method: 'get',
      path: '/v1/statusgruppe',
      summary: 'Die Statusgruppen der Auftragsfilter, abgeleitet aus der Statustabelle',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'none',
      response: statusgruppenSchema,
      handle: () => statusgruppen(),
    }),
  ];
}
