import { auftragFindenSchema, offeneAuftraegeAntwortSchema, offeneAuftraegeQuerySchema } from '@abfallportal/common/auftragOffen';
import { auftragListeEintragSchema } from '@abfallportal/common/auftragWire';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { route, type RouteSpec } from '../platform/http/route';
import { akteurVon, auftragScope } from './auftragAkteur';
import { findeAuftraege, ladeOffeneAuftraege } from './offeneAuftraege';

const TAG = 'Aufträge';

/**
 * Staff's open orders (spec § 2 /admin/auftraege, § 7) and the order search. Registered before
 * /v1/auftrag/:id, which would otherwise take "offen" for an order id.
 */
export function offeneAuftraegeRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  return [
    route({
      method: 'get',
      path: '/v1/auftrag/offen',
      summary: 'Offene Aufträge aller Erzeuger (Personal): Seite, Sortierung, Status, Erzeugersuche',
      tag: TAG,
      rule: 'offeneAuftraege',
      tenant: 'order',
      query: offeneAuftraegeQuerySchema,
      response: offeneAuftraegeAntwortSchema,
      handle: ({ user, query }) => ladeOffeneAuftraege(db, auftragScope(akteurVon(user)), query),
    }),
    route({
      method: 'post',
      path: '/v1/auftrag/find',
      summary: 'Aufträge nach Vorgangsnummer oder Erzeuger finden (Personal alle, sonst die eigenen)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      changesState: false,
      body: auftragFindenSchema,
      response: z.array(auftragListeEintragSchema),
      handle: ({ user, body }) => findeAuftraege(db, auftragScope(akteurVon(user)), body),
    }),
  ];
}
