import { Router } from 'express';
import { workflowBodySchema } from '@abfallportal/common/auftrag';
import type { TokenSeite } from '@abfallportal/common/auftragWire';
import type { AppDeps } from '../appDeps';
import { createCommandHandler, uuidFromName } from '../platform/decider/commandHandler';
import { DomainError } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { auftragAggregate } from './auftragAggregate';
import { loadAuftragDetails, AUFTRAG_PROJEKTIONEN } from './auftragQueries';
import { isTokenAktion } from '@abfallportal/common/tokenAktionen';
import { findeUebergang } from './auftragWorkflow';
import { hashToken, checkToken, consumeTokenGruppe } from './token/auftragToken';

const ADMIN_SICHT = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null } as const;

/**
 * /api/v1/public/workflow/{aktion}/{token} (spec § 2 /statetransition, § 7): the disposer answers
 * through the link in its mail, without an account. The token is the authority: 256 bits, bound
 * to one order and one action, expiring, single use. GET shows what is being confirmed; POST does it.
 */
export const createPublicWorkflowApi = (deps: AppDeps): Router => {
  const router = Router();
  const handle = createCommandHandler(deps, auftragAggregate);

  const lade = async (aktion: string, token: string) => {
    if (!isTokenAktion(aktion)) throw new DomainError('abgelaufen', 'Dieser Link ist ungültig.', { code: 'TOKEN_UNGUELTIG' });
    const zeile = await checkToken(deps.db, aktion, token, deps.jetzt());
    const auftrag = await loadAuftragDetails(deps.db, ADMIN_SICHT, zeile.auftrag_id);
    return { zeile, auftrag };
  };

  router.get('/:aktion/:token', async (req, res) => {
    const aktion = String(req.params.aktion);
    const { auftrag } = await lade(aktion, String(req.params.token));
    const u = findeUebergang(auftrag.status.type, aktion, 'ENTSORGER');
    if (!u) throw new DomainError('abgelaufen', 'Dieser Auftrag wurde bereits beantwortet.', { code: 'TOKEN_VERBRAUCHT' });
    const seite: TokenSeite = {
      aktion,
      label: u.label,
      felder: u.felder.filter((f): f is TokenSeite['felder'][number] => f !== 'preis' && f !== 'angebotPdf'),
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
      },
    };
    res.json(seite);
  });

  router.post('/:aktion/:token', async (req, res) => {
    const aktion = String(req.params.aktion);
    const token = String(req.params.token);
    const { zeile, auftrag } = await lade(aktion, token);
    const body = workflowBodySchema.parse(req.body ?? {});
    const entsorgerId = auftrag.entsorgerId;
    // The command id follows from the token: a double click or a retried request is one answer.
    const commandId = uuidFromName(`token/${hashToken(token).toString('hex')}`);
    const result = await handle(
      zeile.auftrag_id,
      {
        type: 'WorkflowAktionAusfuehren',
        akteur: { seite: 'ENTSORGER', erzeugerId: null, entsorgerId },
        aktion,
        seite: 'ENTSORGER',
        body,
        ueberToken: true,
      },
      {
        actorId: `entsorger:${entsorgerId}`,
        actingAsId: null,
        tenantId: String(auftrag.erzeugerId),
        commandId,
        correlationId: commandId,
        causationId: zeile.gruppe,
      },
    );
    await consumeTokenGruppe(deps.db, zeile.gruppe, deps.jetzt());
    await respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      body: { ok: true, status: result.state.status },
    });
  });

  return router;
};
