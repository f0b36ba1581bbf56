import { workflowBodySchema } from '@abfallportal/common/auftrag';
import { tokenAktionAntwortSchema, tokenSeiteSchema, type TokenSeite } from '@abfallportal/common/auftragWire';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import type { NewEvent, ExpectedRevision, AppendResult } from '../eventstore/eventStore';
import { uuidFromName } from '../platform/decider/commandHandler';
import { DomainError, nichtGefunden } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { istNeu } from './auftrag';
import type { AuftragBefehle } from './auftragBefehle';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { AUFTRAG_PROJEKTIONEN, loadAuftragDetails } from './auftragQueries';
import { isTokenAktion } from '@abfallportal/common/tokenAktionen';
import { findUebergang } from './verfuegbareAktionen';
import { mitTokenAntwort } from './token/tokenAntwort';
import { checkToken, consumeTokenGruppe, hashToken, restoreTokenGruppe, tokenVerbraucht } from './token/auftragToken';

const ADMIN_SICHT = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null } as const;
const TAG = 'Workflow per E-Mail-Link';

const ungueltigerLink = () => new DomainError('abgelaufen', 'Dieser Link ist ungültig.', { code: 'TOKEN_UNGUELTIG' });

/** Any path segment: an unknown action or a malformed token answers "invalid link" (410), never 404. */
const tokenParams = z.object({ aktion: z.string(), token: z.string() });

/**
 * The token is used in the same transaction as the append (PostgreSQL): of any number of parallel
 * uses exactly one writes its transition; the others find the group used and append nothing. A
 * store that cannot share the transaction (KurrentDB) uses the token first and gives it back when
 * the append fails (docs/decisions.md, orders).
 */
export const appendMitToken =
  (deps: Pick<AppDeps, 'db' | 'eventStore' | 'jetzt'>) =>
  (gruppe: string) =>
  async (stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult> => {
    const { db } = deps;
    const jetzt = deps.jetzt();
    const { eventStore } = deps;
    if (eventStore.appendTogether) {
      return eventStore.appendTogether(stream, events, options, async (trx) => {
        if (!(await consumeTokenGruppe(trx, gruppe, jetzt))) throw tokenVerbraucht();
      });
    }
    if (!(await consumeTokenGruppe(db, gruppe, jetzt))) throw tokenVerbraucht();
    try {
      return await eventStore.appendToStream(stream, events, options);
    } catch (error) {
      await restoreTokenGruppe(db, gruppe, jetzt);
      throw error;
    }
  };

/**
 * /api/v1/public/workflow/{aktion}/{token} (spec § 2 /statetransition, § 7): the disposer answers
 * through the link in its mail, without an account. The token is the authority: 256 bits, bound
 * to one order and one action, expiring, single use. GET shows what is being confirmed; POST does it.
 */
export function publicWorkflowRoutes(deps: AppDeps, befehle: AuftragBefehle): RouteSpec[] {
  const { db } = deps;

  const lade = async (aktion: string, token: string) => {
    if (!isTokenAktion(aktion)) throw ungueltigerLink();
    return checkToken(db, aktion, token, deps.jetzt());
  };

  const appendUsingToken = appendMitToken(deps);

  return [
    route({
      method: 'get',
      path: '/v1/public/workflow/:aktion/:token',
      summary: 'Was der Link des Entsorgers bestätigt (ohne Anmeldung, das Token ist die Berechtigung)',
      tag: TAG,
      rule: 'token',
      tenant: 'order',
      params: tokenParams,
      response: tokenSeiteSchema,
      handle: async ({ params }): Promise<TokenSeite> => {
        // A used link says what it answered and when (issue 19, token/tokenAntwort.ts).
        const zeile = await mitTokenAntwort(deps, params.aktion, params.token, () => lade(params.aktion, params.token));
        const auftrag = await loadAuftragDetails(db, ADMIN_SICHT, zeile.auftrag_id);
        const u = findUebergang(auftrag.status.type, params.aktion, 'ENTSORGER');
        if (!u) throw new DomainError('abgelaufen', 'Dieser Auftrag wurde bereits beantwortet.', { code: 'TOKEN_VERBRAUCHT' });
        return {
          aktion: params.aktion,
          label: u.label,
          // Required and optional fields (a reason, a comment): the page asks for both, the server checks the required ones.
          felder: [...u.felder, ...u.optionaleFelder].filter((f): f is TokenSeite['felder'][number] => f !== 'preis' && f !== 'angebotPdf'),
          auftrag: {
            vorgangsnummer: auftrag.vorgangsnummer,
            status: auftrag.status.type,
            erzeugerName: auftrag.erzeugerName,
            anfallstelle: {
              name: auftrag.anfallstelle.name,
              strasse: auftrag.anfallstelle.strasse,
              plz: auftrag.anfallstelle.plz,
              ort: auftrag.anfallstelle.ort,
            },
            behaelter: auftrag.behaelter,
            anzahl: auftrag.anzahl,
            fraktion: auftrag.fraktion,
            avvName: auftrag.avvName,
            wunschLiefertermin: auftrag.wunschLiefertermin,
            liefertermin: auftrag.liefertermin,
            wunschAbholtermin: auftrag.wunschAbholtermin,
            kommentar: auftrag.kommentar,
            ...(auftrag.hauptauftrag && { hauptauftragVorgangsnummer: auftrag.hauptauftrag.vorgangsnummer }),
          },
        };
      },
    }),
    route({
      method: 'post',
      path: '/v1/public/workflow/:aktion/:token',
      summary: 'Die Aktion des Links ausführen; der Link gilt einmal (auch bei parallelen Klicks)',
      tag: TAG,
      rule: 'token',
      tenant: 'order',
      params: tokenParams,
      body: workflowBodySchema.optional().transform((b) => b ?? workflowBodySchema.parse({})),
      response: tokenAktionAntwortSchema,
      handle: async ({ res, params, body }) => {
        const { aktion, token } = params;
        const zeile = await lade(aktion, token);
        // The command id follows from the token: a repeated request finds the first one's events.
        const commandId = uuidFromName(`token/${hashToken(token).toString('hex')}`);
        let result;
        try {
          result = await befehle(
            zeile.auftrag_id,
            {
              type: 'WorkflowAktionAusfuehren',
              akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: null },
              aktion,
              seite: 'ENTSORGER',
              body,
              ueberToken: true,
            },
            { actorId: null, actingAsId: null, tenantId: null, commandId, correlationId: commandId, causationId: zeile.gruppe },
            {
              // The disposer is the order's, as its stream says now (also after a disposer merge), not a read model's.
              prepare: async (c, state) => {
                if (istNeu(state)) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
                // An offer request's link names its disposer; an order's links are the order's disposer's.
                const entsorgerId = zeile.entsorger_id ?? state.entsorgerId;
                return {
                  command: { ...c, akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId } },
                  meta: { actorId: `entsorger:${entsorgerId}`, tenantId: String(state.erzeugerId) },
                };
              },
              append: appendUsingToken(zeile.gruppe),
            },
          );
        } catch (error) {
          // Refused because another link of the mail won meanwhile: that is the answer the page shows.
          if (error instanceof DomainError && error.kind !== 'abgelaufen') await lade(aktion, token);
          throw error;
        }
        // The same link again (a double click that lost the race): the link is used, the first answer stands.
        if (result.wiederholt) throw tokenVerbraucht();
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: AUFTRAG_PROJEKTIONEN,
          body: { ok: true, status: result.state.status },
        });
      },
    }),
  ];
}
