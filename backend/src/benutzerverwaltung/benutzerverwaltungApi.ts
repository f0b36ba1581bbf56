import { Router, type Request } from 'express';
import type { AppDeps } from '../appDeps';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requireBenutzer } from '../platform/http/requireBenutzer';
import { createBenutzer, deleteBenutzer, readBerechtigungen, saveBerechtigungen, updateBenutzer } from './benutzerCommands';
import { BENUTZER_LISTE, loadBenutzerImScope, toVerwalteterBenutzer } from './benutzerverwaltungQueries';
import { BENUTZER_NICHT_GEFUNDEN, pruefeErzeugerImScope, verwaltungsScope } from './benutzerverwaltungZugriff';
import { inviteBenutzer } from './inviteBenutzer';
import { transferInhaber } from './transferInhaber';
import { pfadId } from '../platform/http/pfadId';

/** A numeric id from the path; anything else is a record that does not exist. */
const idAus = (req: Request): number => pfadId(req.params.id, BENUTZER_NICHT_GEFUNDEN);

/**
 * The producer's user management (spec § 7, user and producer calls), mounted under /api/v1. Every
 * route signs in on its own rather than the whole /v1 prefix, so other features' public calls stay public.
 */
export const createBenutzerverwaltungApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const angemeldet = requireBenutzer(deps.loadUserInfo);

  router.get('/erzeuger/:id/benutzer', angemeldet, async (req, res) => {
    const erzeugerId = idAus(req);
    const scope = verwaltungsScope(benutzerVon(res), 'lesen');
    pruefeErzeugerImScope(scope, erzeugerId);
    await listQuery(db, req, res, BENUTZER_LISTE, { type: 'erzeuger', erzeugerId }, toVerwalteterBenutzer);
  });
  router.post('/erzeuger/inhaber/:id', angemeldet, async (req, res) => {
    res.json(await transferInhaber(db, benutzerVon(res), idAus(req)));
  });

  router.post('/benutzer', angemeldet, async (req, res) => {
    res.status(201).json(await createBenutzer(db, benutzerVon(res), req.body));
  });
  router.get('/benutzer/:id', angemeldet, async (req, res) => {
    const scope = verwaltungsScope(benutzerVon(res), 'lesen');
    res.json(toVerwalteterBenutzer(await loadBenutzerImScope(db, idAus(req), scope)));
  });
  router.put('/benutzer/:id', angemeldet, async (req, res) => {
    res.json(await updateBenutzer(db, benutzerVon(res), idAus(req), req.body));
  });
  router.delete('/benutzer/:id', angemeldet, async (req, res) => {
    const id = idAus(req);
    await deleteBenutzer(db, benutzerVon(res), id);
    // react-admin's delete expects the deleted record back.
    res.json({ id });
  });
  router.post('/benutzer/:id/invite', angemeldet, async (req, res) => {
    res.json(await inviteBenutzer(db, deps.config.publicUrl, benutzerVon(res), idAus(req), deps.jetzt()));
  });

  router.get('/benutzerberechtigung/:id', angemeldet, async (req, res) => {
    res.json(await readBerechtigungen(db, benutzerVon(res), idAus(req)));
  });
  router.put('/benutzerberechtigung/:id', angemeldet, async (req, res) => {
    res.json(await saveBerechtigungen(db, benutzerVon(res), idAus(req), req.body));
  });

  return router;
};
