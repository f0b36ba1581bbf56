import { auftragAufgebenSchema, vorgangsKommentarSchema } from '@abfallportal/common/auftrag';
import {
  auftragAufgegebenAntwortSchema,
  auftragBefehlAntwortSchema,
  auftragDetailsSchema,
  auftragHistorieEintragSchema,
  auftragListeEintragSchema,
  leistungsuebersichtSchema,
} from '@abfallportal/common/auftragWire';
import { auftragSichtbar, scopeOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { uuidFromName } from '../platform/decider/commandHandler';
import { nichtGefunden, verboten } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import { akteurVon, auftragScope, commandMetaVon } from './auftragAkteur';
import type { AuftragBefehle } from './auftragBefehle';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import {
  AUFTRAG_PROJEKTIONEN,
  auftragListeFuer,
  ladeAuftragMitSicht,
  listeEintragFuer,
  loadAuftragDetails,
  loadPreisBezug,
} from './auftragQueries';
import { loadAuftragHistorie } from './auftragHistorie';
import type { AuftragPorts } from './ports';
import { bestellassistentRoutes, preisAuskunftRoutes } from './bestellassistentApi';

const TAG = 'Aufträge';

const NOTIZ_VERBOTEN = 'Die interne Notiz kann nur der Erzeuger ändern.';

/** Order ids are uuids; anything else names no order. */
export const auftragIdParams = z.object({
  id: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
    .transform((v) => v.toLowerCase()),
});

/**
 * /api/v1/auftrag (spec § 7, Orders): the wizard's option calls and price lookup (answered by the
 * price port), placing an order, list, details, history, service overview, internal note.
 */
export function auftragApiRoutes(deps: AppDeps, ports: AuftragPorts, befehle: AuftragBefehle): RouteSpec[] {
  return [
    // The wizard's calls come before /v1/auftrag/:id, whose id is a uuid.
    ...bestellassistentRoutes(deps, ports),
    ...preisAuskunftRoutes(ports),
    auftragAufgebenRoute(deps, befehle),
    ...auftragLeseRoutes(deps, ports),
    vorgangsKommentarRoute(deps, befehle),
  ];
}

/** Placing an order (the wizard's last step). */
const auftragAufgebenRoute = (deps: AppDeps, befehle: AuftragBefehle): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/auftrag',
    summary: 'Auftrag aufgeben (Bestellassistent); mit Idempotency-Key genau einmal',
    tag: TAG,
    rule: 'auftragNeu',
    tenant: 'producer',
    body: auftragAufgebenSchema,
    response: auftragAufgegebenAntwortSchema,
    handle: async ({ req, res, user, body }) => {
      const meta = commandMetaVon(req, user, deps.neueId);
      // With an idempotency key the order id follows from it: a retried request finds its order again.
      const auftragId = req.get('Idempotency-Key') ? uuidFromName(`auftrag/${meta.commandId}`) : deps.neueId();
      const result = await befehle(
        auftragId,
        { type: 'AuftragAufgeben', akteur: akteurVon(user), bestellerId: user.id, ...body },
        { ...meta, tenantId: String(body.erzeugerId) },
      );
      if (result.state.status === 'NEU') throw new Error('Auftrag wurde nicht angelegt');
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: AUFTRAG_PROJEKTIONEN,
        status: 201,
        body: { id: auftragId, vorgangsnummer: result.state.vorgangsnummer, status: result.state.status },
      });
    },
  });

/** The list, the details and what the details page shows beside them. */
function auftragLeseRoutes(deps: AppDeps, ports: AuftragPorts): RouteSpec[] {
  const { db } = deps;
  const preise = ports.preise;
  return [
    route({
      method: 'get',
      path: '/v1/auftrag',
      summary: 'Aufträge als Liste (simple-rest); Staff alle, Erzeuger und Entsorger ihre',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      response: z.array(auftragListeEintragSchema),
      handle: async ({ req, res, user }) => {
        const akteur = akteurVon(user);
        await listQuery(db, req, res, auftragListeFuer(user.id), auftragScope(akteur), listeEintragFuer(akteur));
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/:id',
      summary: 'Ein Auftrag (Details); ETag ist die Revision seines Streams',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      response: auftragDetailsSchema,
      handle: async ({ res, user, params }) => {
        const details = await loadAuftragDetails(db, akteurVon(user), params.id);
        sendVersion(res, details.version);
        return details;
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/:id/historie',
      summary: 'Historie eines Auftrags: jedes Ereignis mit Zeit, Akteur und Satz',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      response: z.array(auftragHistorieEintragSchema),
      handle: async ({ user, params }) => {
        const { details, sicht } = await ladeAuftragMitSicht(db, akteurVon(user), params.id);
        return loadAuftragHistorie(db, details.id, sicht);
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/:id/leistungsuebersicht',
      summary: 'Leistungsübersicht eines Auftrags: Preiszeilen mit geschätzten Mengen',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: auftragIdParams,
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      response: leistungsuebersichtSchema,
      handle: async ({ user, params }) => {
        const { details: d, sicht } = await ladeAuftragMitSicht(db, akteurVon(user), params.id);
        // The prices of an order given to another disposer are not an asked disposer's to read.
        if (!auftragSichtbar(sicht).vergabe) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
        const bezug = await loadPreisBezug(db, d.id);
        return preise.leistungsuebersicht({
          ...bezug,
          anzahl: d.anzahl,
          dichte: d.dichte,
          liefertermin: d.liefertermin ?? d.wunschLiefertermin ?? '',
          abholtermin: d.abholtermin ?? d.wunschAbholtermin,
          summeNetto: d.geschaetzterPreis,
        });
      },
    }),
  ];
}

/** The producer's internal note on an order. */
const vorgangsKommentarRoute = (deps: AppDeps, befehle: AuftragBefehle): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/auftrag/:id/updateVorgangsKommentar',
    summary: 'Interne Notiz des Erzeugers zum Auftrag ändern (If-Match: Revision des Auftrags)',
    tag: TAG,
    rule: 'signedIn',
    tenant: 'order',
    params: auftragIdParams,
    notFound: AUFTRAG_NICHT_GEFUNDEN,
    body: vorgangsKommentarSchema,
    response: auftragBefehlAntwortSchema,
    handle: async ({ req, res, user, params, body }) => {
      // The note is the producer's and staff's (scopeOf 'auftragNotiz'); the decider checks the order's tenant.
      if (scopeOf('auftragNotiz', user, 'write').type === 'keiner') throw verboten(NOTIZ_VERBOTEN);
      const result = await befehle(
        params.id,
        { type: 'VorgangsKommentarAendern', akteur: akteurVon(user), kommentar: body.kommentar },
        commandMetaVon(req, user, deps.neueId),
        { expectedVersion: () => expectedVersion(req) },
      );
      await respondAfterCommand(deps.readYourWrites, res, {
        position: result.position,
        projektionen: AUFTRAG_PROJEKTIONEN,
        body: { id: params.id },
      });
    },
  });
