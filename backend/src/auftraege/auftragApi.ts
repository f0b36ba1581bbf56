import {
  auftragAufgebenSchema,
  behaelterParamsSchema,
  bestellwertGrenzeSchema,
  entsorgerPreisQuerySchema,
  erzeugerQuerySchema,
  preisAnfrageSchema,
  vorgangsKommentarSchema,
  wertstoffQuerySchema,
} from '@abfallportal/common/auftrag';
import {
  auftragAufgegebenAntwortSchema,
  auftragBefehlAntwortSchema,
  auftragDetailsSchema,
  auftragHistorieEintragSchema,
  auftragListeEintragSchema,
  behaelterOptionenSchema,
  bestellwertGrenzePruefungSchema,
  entsorgerPreisInfoSchema,
  leistungsuebersichtSchema,
  preisAuskunftSchema,
  timeAndPlaceOptionenSchema,
  wertstoffOptionenSchema,
  type BestellwertGrenzePruefung,
} from '@abfallportal/common/auftragWire';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { auftragSichtbar, scopeOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { uuidFromName } from '../platform/decider/commandHandler';
import { nichtGefunden, verboten } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import {
  akteurVon,
  ANFALLSTELLE_NICHT_GEFUNDEN,
  auftragScope,
  checkErzeugerImScope,
  commandMetaVon,
  ERZEUGER_NICHT_GEFUNDEN,
} from './auftragAkteur';
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
  const { db } = deps;
  const preise = ports.preise;

  /** The producer of a wizard call: the user's own, or any existing one for staff who reach every order. */
  const erzeugerImScope = async (user: BenutzerInfo, erzeugerId: number): Promise<void> => {
    checkErzeugerImScope(user, erzeugerId);
    if (user.erzeuger?.id !== erzeugerId && !(await preise.erzeugerExists(erzeugerId))) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  };
  const anfallstelleImScope = async (user: BenutzerInfo, erzeugerId: number, anfallstelleId: number): Promise<void> => {
    await erzeugerImScope(user, erzeugerId);
    if (!(await preise.anfallstelleDesErzeugers(erzeugerId, anfallstelleId))) throw nichtGefunden(ANFALLSTELLE_NICHT_GEFUNDEN);
  };

  return [
    // The wizard's calls come before /v1/auftrag/:id, whose id is a uuid.
    route({
      method: 'get',
      path: '/v1/auftrag/timeAndPlace',
      summary: 'Bestellassistent Schritt 1: aktive Anfallstellen des Erzeugers und frühester Liefertermin',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: erzeugerQuerySchema,
      response: timeAndPlaceOptionenSchema,
      handle: async ({ user, query }) => {
        await erzeugerImScope(user, query.erzeugerId);
        return preise.timeAndPlace(query.erzeugerId, deps.jetzt());
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/wertstoff',
      summary: 'Bestellassistent Schritt 2: Fraktionen mit ihren Abfallschlüsseln',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: wertstoffQuerySchema,
      response: wertstoffOptionenSchema,
      handle: async ({ user, query }) => {
        await anfallstelleImScope(user, query.erzeugerId, query.anfallstelleId);
        return preise.wertstoff();
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/behaelterOptions/:fraktionId',
      summary: 'Bestellassistent Schritt 2: Behälter einer Fraktion',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'none',
      params: behaelterParamsSchema,
      notFound: 'Die Fraktion wurde nicht gefunden.',
      response: behaelterOptionenSchema,
      handle: async ({ params }) => {
        const antwort = await preise.behaelter(params.fraktionId);
        if (!antwort) throw nichtGefunden('Die Fraktion wurde nicht gefunden.');
        return antwort;
      },
    }),
    route({
      method: 'get',
      path: '/v1/auftrag/sortedEntsorgerIdsAndPreisInfo',
      summary: 'Bestellassistent Schritt 3: Entsorger des Erzeugers mit Preis, günstigster zuerst',
      tag: TAG,
      rule: 'auftraege',
      tenant: 'producer',
      query: entsorgerPreisQuerySchema,
      response: entsorgerPreisInfoSchema,
      handle: async ({ user, query }) => {
        await anfallstelleImScope(user, query.erzeugerId, query.anfallstelleId);
        return preise.entsorgerPreisInfo(query, deps.jetzt());
      },
    }),
    route({
      method: 'post',
      path: '/v1/auftrag/preis',
      summary: 'Preisauskunft für eine Bestellung (spec § 8)',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      changesState: false,
      body: preisAnfrageSchema,
      response: preisAuskunftSchema,
      handle: async ({ user, body }) => {
        await anfallstelleImScope(user, body.erzeugerId, body.anfallstelleId);
        return preise.preis({ ...body, entsorgerId: body.entsorgerId ?? null });
      },
    }),
    route({
      method: 'post',
      path: '/v1/auftrag/checkBestellwertGrenze',
      summary: 'Liegt der Betrag über der Bestellwertgrenze des Benutzers? (spec § 4)',
      tag: TAG,
      rule: 'auftragNeu',
      tenant: 'producer',
      changesState: false,
      body: bestellwertGrenzeSchema,
      response: bestellwertGrenzePruefungSchema,
      handle: async ({ user, body }): Promise<BestellwertGrenzePruefung> => {
        await erzeugerImScope(user, body.erzeugerId);
        // spec § 4: orders above the user's limit go to approval; the owner approves and is never limited.
        const grenze = user.rolle === 'INHABER' ? null : user.bestellwertGrenze;
        return { ueberschritten: grenze !== null && body.betrag > grenze, grenze };
      },
    }),
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
    }),
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
    }),
  ];
}
