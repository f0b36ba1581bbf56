import { Router, type Request, type RequestHandler } from 'express';
import multer from 'multer';
import type { AppDeps } from '../appDeps';
import { ungueltig } from '../platform/domainError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requireBenutzer, requirePermission } from '../platform/http/requireBenutzer';
import { createPersonal, deletePersonal, updatePersonal, type AdminBenutzerDeps } from './adminBenutzerCommands';
import { KONTO_NICHT_GEFUNDEN, loadPersonal, PERSONAL_LISTE, toAdminBenutzer } from './adminBenutzerQueries';
import { pfadId } from '../platform/http/pfadId';

const idAus = (req: Request): number => pfadId(req.params.id, KONTO_NICHT_GEFUNDEN);

/** Spec § 7 says 'form': multipart/form-data with text fields only (a JSON body is accepted as well). */
const formular = (): RequestHandler => {
  const upload = multer({ limits: { files: 0, fields: 40, fieldSize: 10_000 } }).none();
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    upload(req, res, (err: unknown) => {
      if (!err) return next();
      next(ungueltig('Die Formulardaten sind unvollständig oder fehlerhaft.'));
    });
  };
};

/**
 * /api/v1/benutzer/admins: the admin and support accounts (spec § 2 /admin/benutzerverwaltung,
 * § 6). Only VIEW_ALL_USERS: the route's permission, which the support template does not hold.
 */
export const createAdminBenutzerApi = (deps: AppDeps): Router => {
  const router = Router();
  const cmd: AdminBenutzerDeps = { db: deps.db, publicUrl: deps.config.publicUrl, jetzt: deps.jetzt };
  router.use(requireBenutzer(deps.loadUserInfo), requirePermission('VIEW_ALL_USERS'));

  router.get('/', async (req, res) => {
    await listQuery(deps.db, req, res, PERSONAL_LISTE, { type: 'alle' }, toAdminBenutzer);
  });
  router.post('/', formular(), async (req, res) => {
    res.status(201).json(await createPersonal(cmd, benutzerVon(res), req.body));
  });
  router.get('/:id', async (req, res) => {
    res.json(toAdminBenutzer(await loadPersonal(deps.db, idAus(req))));
  });
  router.put('/:id', formular(), async (req, res) => {
    res.json(await updatePersonal(cmd, benutzerVon(res), idAus(req), req.body));
  });
  router.delete('/:id', async (req, res) => {
    const id = idAus(req);
    await deletePersonal(cmd, benutzerVon(res), id);
    res.json({ id });
  });
  return router;
};
