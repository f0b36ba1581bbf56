import { Router } from 'express';
import { forceStateTransitionSchema, workflowBodySchema } from '@abfallportal/common/auftrag';
import type { AuftragSeite } from '@abfallportal/common/permissions';
import type { AppDeps } from '../appDeps';
import { createCommandHandler } from '../platform/decider/commandHandler';
import { nichtGefunden, verboten } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import { auftragAggregate } from './auftragAggregate';
import { akteurVon, commandMetaVon, istUuid } from './auftragAkteur';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import { AUFTRAG_PROJEKTIONEN, loadAuftragDetails } from './auftragQueries';
import { findeUebergang, verfuegbareAktionen } from './auftragWorkflow';

const auftragId = (raw: string | undefined): string => {
  if (!raw || !istUuid(raw)) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
  return raw.toLowerCase();
};

/**
 * /api/v1/workflow (spec § 4, § 7): the actions this user may take on an order now, one set for the
 * producer side and one for the disposer side, their execution, and the admin's forced change.
 */
export const createWorkflowApi = (deps: AppDeps): Router => {
  const router = Router();
  const handle = createCommandHandler(deps, auftragAggregate);

  const aktionen = (seite: AuftragSeite) => async (req: import('express').Request, res: import('express').Response) => {
    const akteur = akteurVon(benutzerVon(res));
    const auftrag = await loadAuftragDetails(deps.db, akteur, auftragId(String(req.params.id)));
    const status = auftrag.status.type;
    // Staff act for the producer and have their own admin actions; the disposer's answers stay the disposer's.
    if (akteur.seite === 'ADMIN' && seite === 'ERZEUGER') {
      res.json([...verfuegbareAktionen(status, 'ERZEUGER', auftrag.id), ...verfuegbareAktionen(status, 'ADMIN', auftrag.id)]);
      return;
    }
    res.json(akteur.seite === seite ? verfuegbareAktionen(status, seite, auftrag.id) : []);
  };
  router.get('/stateTransitions/:id', aktionen('ERZEUGER'));
  router.get('/entsorgerStateTransitions/:id', aktionen('ENTSORGER'));

  router.get('/forceStateTransition/:id', requirePermission('VIEW_ALL_AUFTRAG'), async (req, res) => {
    const auftrag = await loadAuftragDetails(deps.db, akteurVon(benutzerVon(res)), auftragId(String(req.params.id)));
    res.json({
      status: auftrag.status.type,
      wunschLiefertermin: auftrag.wunschLiefertermin,
      liefertermin: auftrag.liefertermin,
      wunschAbholtermin: auftrag.wunschAbholtermin,
      abholtermin: auftrag.abholtermin,
    });
  });

  router.post('/forceStateTransition/:id', requirePermission('VIEW_ALL_AUFTRAG'), async (req, res) => {
    const benutzer = benutzerVon(res);
    const body = forceStateTransitionSchema.parse(req.body);
    const id = auftragId(String(req.params.id));
    const result = await handle(
      id,
      { type: 'StatusErzwingen', akteur: akteurVon(benutzer), ...body },
      commandMetaVon(req, benutzer, deps.neueId),
    );
    const status = result.state.status;
    await respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      body: { id, status },
    });
  });

  router.post('/:aktion/:id', async (req, res) => {
    const benutzer = benutzerVon(res);
    const akteur = akteurVon(benutzer);
    const body = workflowBodySchema.parse(req.body ?? {});
    const id = auftragId(String(req.params.id));
    if (!/^[A-Za-z]{1,60}$/.test(String(req.params.aktion))) throw verboten('Unbekannte Aktion.');
    // Staff press the producer's buttons or their own admin ones; which one, the current status says.
    // The decider checks again on the order's true state, so a stale read model cannot slip anything through.
    let seite: AuftragSeite = akteur.seite;
    if (akteur.seite === 'ADMIN') {
      const auftrag = await loadAuftragDetails(deps.db, akteur, id);
      seite = findeUebergang(auftrag.status.type, String(req.params.aktion), 'ADMIN') ? 'ADMIN' : 'ERZEUGER';
    }
    const result = await handle(
      id,
      { type: 'WorkflowAktionAusfuehren', akteur, aktion: String(req.params.aktion), seite, body, ueberToken: false },
      commandMetaVon(req, benutzer, deps.neueId),
    );
    await respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      body: { id, status: result.state.status },
    });
  });

  return router;
};
