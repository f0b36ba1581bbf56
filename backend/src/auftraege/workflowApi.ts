import { forceStateTransitionSchema, workflowBodySchema } from '@abfallportal/common/auftrag';
import { auftragBefehlAntwortSchema, erzwingenFormularSchema, workflowAktionSchema } from '@abfallportal/common/auftragWire';
import { darfAlsEntsorgerHandeln, darfFreigabeAktion, type AuftragSeite } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteContext, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import { auftragIdParams } from './auftragApi';
import { akteurVon, commandMetaVon } from './auftragAkteur';
import type { AuftragBefehle } from './auftragBefehle';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { AUFTRAG_PROJEKTIONEN, ladeAuftragMitSicht, loadAuftragDetails } from './auftragQueries';
import { folgeauftragAktionen } from './folgeauftragDecide';
import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { pflichtTermine, type TerminFeld } from './pflichtTermine';
import { findUebergang, verfuegbareAktionen } from './verfuegbareAktionen';
import { folgeauftragBeauftragen } from './folgeauftrag';
import { isFolgeauftragAktion } from './folgeauftragDecide';

const TAG = 'Workflow';

/** Offers are given on the token page or the support form and accepted in the offers section: not as plain buttons. */
const eigeneOberflaeche = (a: { name: string }): boolean => a.name !== 'angebotabgeben' && a.name !== 'angebotAnnehmen';

/**
 * /api/v1/workflow (spec § 4, § 7): the actions this user may take on an order now, one set for the
 * producer side and one for the disposer side, their execution, and the admin's forced change.
 */
export function workflowRoutes(deps: AppDeps, befehle: AuftragBefehle): RouteSpec[] {
  const { db } = deps;

  const aktionen =
    (seite: AuftragSeite) =>
    async ({ user, params }: RouteContext<{ id: string }, unknown, unknown>) => {
      const akteur = akteurVon(user);
      const { details: auftrag, sicht } = await ladeAuftragMitSicht(db, akteur, params.id);
      const status = auftrag.status.type;
      // Staff act for the producer and have their own admin actions; the disposer's answers stay the disposer's.
      const folgen = auftrag.folgeauftraege ?? [];
      if (akteur.seite === 'ADMIN' && seite === 'ERZEUGER') {
        return folgeauftragAktionen(
          [...verfuegbareAktionen(status, 'ERZEUGER', auftrag.id), ...verfuegbareAktionen(status, 'ADMIN', auftrag.id)].filter(
            eigeneOberflaeche,
          ),
          folgen,
        );
      }
      if (akteur.seite !== seite) return [];
      // An asked disposer answers the request; the order's further steps are its disposer's (issue 28).
      if (seite === 'ENTSORGER')
        return verfuegbareAktionen(status, seite, auftrag.id)
          .filter(eigeneOberflaeche)
          .filter((a) => darfAlsEntsorgerHandeln(sicht, a.name));
      // Approving is the chosen approver's, withdrawing the orderer's (darfFreigabeAktion).
      const freigabe = { bestellerId: auftrag.bestellerId, freigeberId: auftrag.freigeber?.id ?? null };
      return folgeauftragAktionen(
        verfuegbareAktionen(status, seite, auftrag.id)
          .filter(eigeneOberflaeche)
          .filter((a) => status !== 'BESTELLUNG_ZUR_FREIGABE' || darfFreigabeAktion(a.name, akteur, user.id, freigabe)),
        folgen,
      );
    };

  const lesend = { tag: TAG, tenant: 'order', params: auftragIdParams, notFound: AUFTRAG_NICHT_GEFUNDEN } as const;

  return [
    route({
      ...lesend,
      method: 'get',
      path: '/v1/workflow/stateTransitions/:id',
      summary: 'Aktionen der Erzeugerseite (und des Staffs), die jetzt möglich sind',
      rule: 'signedIn',
      response: z.array(workflowAktionSchema),
      handle: aktionen('ERZEUGER'),
    }),
    route({
      ...lesend,
      method: 'get',
      path: '/v1/workflow/entsorgerStateTransitions/:id',
      summary: 'Aktionen der Entsorgerseite, die jetzt möglich sind',
      rule: 'signedIn',
      response: z.array(workflowAktionSchema),
      handle: aktionen('ENTSORGER'),
    }),
    route({
      ...lesend,
      method: 'get',
      path: '/v1/workflow/forceStateTransition/:id',
      summary: 'Formular des erzwungenen Statuswechsels (Admin); ETag ist die Revision des Auftrags',
      rule: 'auftragEdit',
      response: erzwingenFormularSchema,
      handle: async ({ res, user, params }) => {
        const auftrag = await loadAuftragDetails(db, akteurVon(user), params.id);
        sendVersion(res, auftrag.version);
        return {
          version: auftrag.version,
          status: auftrag.status.type,
          wunschLiefertermin: auftrag.wunschLiefertermin,
          liefertermin: auftrag.liefertermin,
          wunschAbholtermin: auftrag.wunschAbholtermin,
          abholtermin: auftrag.abholtermin,
          pflichtTermine: Object.fromEntries(AUFTRAG_STATUS.map((s) => [s, pflichtTermine(s)])) as Record<AuftragStatus, TerminFeld[]>,
        };
      },
    }),
    route({
      ...lesend,
      method: 'post',
      path: '/v1/workflow/forceStateTransition/:id',
      summary: 'Status erzwingen (Admin), mit den Daten, die der Status braucht (If-Match: Revision des Auftrags)',
      rule: 'auftragEdit',
      body: forceStateTransitionSchema,
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const result = await befehle(
          params.id,
          { type: 'StatusErzwingen', akteur: akteurVon(user), ...body },
          commandMetaVon(req, user, deps.neueId),
          { expectedVersion: () => expectedVersion(req) },
        );
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { id: params.id, status: result.state.status },
        });
      },
    }),
    route({
      method: 'post',
      path: '/v1/workflow/:aktion/:id',
      summary: 'Eine Workflow-Aktion ausführen (spec § 4)',
      tag: TAG,
      rule: 'signedIn',
      tenant: 'order',
      params: z.object({ aktion: z.string().regex(/^[A-Za-z]{1,60}$/) }).extend(auftragIdParams.shape),
      notFound: AUFTRAG_NICHT_GEFUNDEN,
      body: workflowBodySchema.optional().transform((b) => b ?? workflowBodySchema.parse({})),
      response: auftragBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const akteur = akteurVon(user);
        // Ordering a service on a container on site creates a follow-up order; the answer names the new order.
        if (isFolgeauftragAktion(params.aktion)) {
          const { id, result } = await folgeauftragBeauftragen(deps, befehle, {
            hauptauftragId: params.id,
            aktion: params.aktion,
            body,
            akteur,
            bestellerId: user.id,
            meta: commandMetaVon(req, user, deps.neueId),
          });
          await respondAfterCommand(deps.readYourWrites, res, {
            position: result.position,
            projektionen: AUFTRAG_PROJEKTIONEN,
            body: { id, status: result.state.status },
          });
          return;
        }
        // Staff press the producer's buttons or their own admin ones; which one, the current status says.
        // The decider checks again on the order's true state, so a stale read model cannot slip anything through.
        let seite: AuftragSeite = akteur.seite;
        if (akteur.seite === 'ADMIN') {
          const auftrag = await loadAuftragDetails(db, akteur, params.id);
          seite = findUebergang(auftrag.status.type, params.aktion, 'ADMIN') ? 'ADMIN' : 'ERZEUGER';
        }
        const result = await befehle(
          params.id,
          { type: 'WorkflowAktionAusfuehren', akteur, aktion: params.aktion, seite, body, ueberToken: false, benutzerId: user.id },
          commandMetaVon(req, user, deps.neueId),
        );
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { id: params.id, status: result.state.status },
        });
      },
    }),
  ];
}
