import {
  entsorgerAktivierenSchema,
  entsorgerFuerErzeugerAendernSchema,
  entsorgerFuerErzeugerAnlegenSchema,
  entsorgerSupportSchema,
  entsorgerZusammenfuehrenSchema,
  ENTSORGER_MELDUNGEN,
  type EntsorgerFuerErzeuger,
  type EntsorgerZusammenfuehrung,
} from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../appDeps';
import { AUFTRAG_PROJEKTIONEN, entsorgerInAuftraegenUmhaengen } from '../auftraege';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import { loadDatenabfrage, startDatenabfrage } from './datenabfrage';
import {
  entsorgerFuerErzeugerAendern,
  entsorgerFuerErzeugerAktivieren,
  entsorgerFuerErzeugerAnlegen,
  entsorgerFuerErzeugerEntfernen,
} from './entsorgerFuerErzeugerCommands';
import { entsorgerFuerErzeugerListe, loadLink, sucheEntsorger, toEntsorgerFuerErzeuger } from './entsorgerFuerErzeugerQueries';
import {
  approveEntsorger,
  createEntsorger,
  deleteEntsorger,
  entsorgerListe,
  loadEntsorger,
  toEntsorgerEintrag,
  updateEntsorger,
} from './entsorgerSupportQueries';
import { entsorgerZusammenfuehren } from './entsorgerZusammenfuehren';
import { checkErzeugerEntsorger, entsorgerPfadId, erzeugerIdAusAnfrage, istEntsorgerStaff, KEINE_BERECHTIGUNG } from './entsorgerZugriff';

/** A producer's link by its id, after checking the user may work on that producer's disposers. */
const linkVon = async (deps: AppDeps, res: Response, raw: unknown): Promise<EntsorgerFuerErzeuger> => {
  const benutzer = benutzerVon(res);
  const link = await loadLink(deps.db, entsorgerPfadId(raw));
  if (!link) {
    // Without the permission the answer is 403 whatever the id, so nothing tells whether it exists.
    if (!istEntsorgerStaff(benutzer) && !can(benutzer.permissions, 'VIEW_ENTSORGER')) throw verboten(KEINE_BERECHTIGUNG);
    throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  }
  await checkErzeugerEntsorger(deps.db, benutzer, link.erzeugerId);
  return link;
};

/**
 * /api/v1/entsorger (spec § 7, Disposers): the producer's disposers (forErzeuger, data request) and
 * the support's lists, approval, merge and maintenance. /{id}/kunden belongs to the disposer detail
 * (leistungen feature), mounted before this router.
 */
export const createEntsorgerApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const staff = requirePermission('VIEW_ALL_ENTSORGER');

  router.get('/approved', staff, async (req, res) => {
    await listQuery(db, req, res, entsorgerListe(true), { type: 'alle' }, toEntsorgerEintrag);
  });
  router.get('/unapproved', staff, async (req, res) => {
    await listQuery(db, req, res, entsorgerListe(false), { type: 'alle' }, toEntsorgerEintrag);
  });

  router.put('/approve/:id', staff, async (req, res) => {
    const eintrag = await approveEntsorger(db, entsorgerPfadId(req.params.id));
    res.json({ ...eintrag, message: `Der Entsorger „${eintrag.name}“ ist freigegeben.` });
  });

  router.put('/mergeMandant', staff, async (req: Request, res: Response) => {
    const benutzer = benutzerVon(res);
    const { keepEntsorgerId, discardEntsorgerId } = entsorgerZusammenfuehrenSchema.parse(req.body);
    const ergebnis = await entsorgerZusammenfuehren(db, keepEntsorgerId, discardEntsorgerId, benutzer.id);
    const auftraege = await entsorgerInAuftraegenUmhaengen(deps, {
      vonEntsorgerId: discardEntsorgerId,
      nachEntsorgerId: keepEntsorgerId,
      zusammenfuehrungId: ergebnis.id,
      benutzerId: benutzer.id,
      alsId: req.session.aliasVonBenutzerId ?? null,
    });
    const behalten = await loadEntsorger(db, keepEntsorgerId);
    const body: EntsorgerZusammenfuehrung = {
      keepEntsorgerId,
      discardEntsorgerId,
      verschoben: ergebnis.verschoben,
      kundennummerKonflikte: ergebnis.kundennummerKonflikte,
      auftraegeUmgehaengt: auftraege.anzahl,
      message: `Die Einträge wurden in „${behalten.name}“ zusammengeführt.`,
    };
    await respondAfterCommand(deps.readYourWrites, res, { position: auftraege.position, projektionen: AUFTRAG_PROJEKTIONEN, body });
  });

  router.get('/forErzeuger', async (req, res) => {
    const benutzer = benutzerVon(res);
    const erzeugerId = erzeugerIdAusAnfrage(req.query, benutzer);
    await checkErzeugerEntsorger(db, benutzer, erzeugerId);
    await listQuery(db, req, res, entsorgerFuerErzeugerListe, { type: 'erzeuger', erzeugerId }, toEntsorgerFuerErzeuger);
  });
  router.get('/forErzeuger/search', async (req, res) => {
    const benutzer = benutzerVon(res);
    const erzeugerId = erzeugerIdAusAnfrage(req.query, benutzer);
    await checkErzeugerEntsorger(db, benutzer, erzeugerId);
    res.json(await sucheEntsorger(db, erzeugerId, typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : ''));
  });
  router.put('/forErzeuger/activate', async (req, res) => {
    const body = entsorgerAktivierenSchema.parse(req.body);
    const link = await linkVon(deps, res, body.kundennummerId);
    if (link.entsorgerMandantId !== body.entsorgerMandantId) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
    res.json(await entsorgerFuerErzeugerAktivieren(db, link, body.aktiv));
  });
  router.post('/forErzeuger', async (req, res) => {
    const benutzer = benutzerVon(res);
    const body = entsorgerFuerErzeugerAnlegenSchema.parse(req.body);
    await checkErzeugerEntsorger(db, benutzer, body.erzeugerId);
    res.status(201).json(await entsorgerFuerErzeugerAnlegen(db, body, istEntsorgerStaff(benutzer)));
  });
  router.get('/forErzeuger/:id', async (req, res) => {
    res.json(await linkVon(deps, res, req.params.id));
  });
  router.put('/forErzeuger/:id', async (req, res) => {
    const link = await linkVon(deps, res, req.params.id);
    const body = entsorgerFuerErzeugerAendernSchema.parse(req.body);
    res.json(await entsorgerFuerErzeugerAendern(db, link, body, istEntsorgerStaff(benutzerVon(res))));
  });
  router.delete('/forErzeuger/:id', async (req, res) => {
    const link = await linkVon(deps, res, req.params.id);
    await entsorgerFuerErzeugerEntfernen(db, link);
    res.json(link);
  });

  router.post('/startDatenabfrage/:id', async (req, res) => {
    const link = await linkVon(deps, res, req.params.id);
    if (!link.aktiv) throw ungueltig('Für einen deaktivierten Entsorger ist keine Datenabfrage möglich.');
    res.status(201).json(await startDatenabfrage(db, link, benutzerVon(res).id, deps.jetzt()));
  });
  router.get('/getZeitpunkt/:id', async (req, res) => {
    res.json(await loadDatenabfrage(db, await linkVon(deps, res, req.params.id)));
  });

  router.post('/', staff, async (req, res) => {
    res.status(201).json(await createEntsorger(db, entsorgerSupportSchema.parse(req.body)));
  });
  // Staff see any disposer, a disposer's own users their own; everyone else gets "not found".
  router.get('/:id', async (req, res) => {
    const benutzer = benutzerVon(res);
    const id = entsorgerPfadId(req.params.id);
    if (!istEntsorgerStaff(benutzer) && benutzer.entsorger?.id !== id) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
    res.json(await loadEntsorger(db, id));
  });
  router.put('/:id', staff, async (req, res) => {
    res.json(await updateEntsorger(db, entsorgerPfadId(req.params.id), entsorgerSupportSchema.parse(req.body)));
  });
  router.delete('/:id', staff, async (req, res) => {
    res.json(await deleteEntsorger(db, entsorgerPfadId(req.params.id)));
  });

  return router;
};
