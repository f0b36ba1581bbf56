import { Router } from 'express';
import multer from 'multer';
import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { AppDeps } from '../appDeps';
import { createLoginLimiter } from '../auth/loginLimiter';
import { createCsrf } from '../platform/http/csrf';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { benutzerVon, requireBenutzer, requirePermission } from '../platform/http/requireBenutzer';
import { loadUserInfo, ONBOARDING_SCHRITTE } from './benutzerInfo';
import { AnfrageSchema, createResetLimiter, passwortLinkAnfordern, passwortZuruecksetzen, pruefeLink } from './passwortVergessen';
import { aenderePasswort, ladeProfil, ladeProfilBild, speichereProfil } from './profil';

const OnboardingSchema = z.object({ completed: z.boolean({ error: 'completed muss wahr oder falsch sein.' }) });
const SchrittSchema = z.enum(ONBOARDING_SCHRITTE, { error: 'Unbekannter Onboarding-Schritt.' });

/** User calls of spec § 7 under /api/v1/benutzer. */
export const createBenutzerRouter = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const angemeldet = requireBenutzer((id, isAlias) => loadUserInfo(db, id, isAlias));
  const csrf = createCsrf(deps.config);
  const resetLimiter = createResetLimiter(db);
  const loginLimiter = createLoginLimiter(db);
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });

  router.get('/info', async (req, res) => {
    csrf.ensureToken(req, res);
    const id = req.session?.benutzerId;
    const info = id === undefined ? null : await loadUserInfo(db, id, req.session.aliasVonBenutzerId !== undefined);
    if (!info) {
      res.status(401).json({ message: FEHLER.nichtAngemeldet });
      return;
    }
    res.json(info);
  });

  router.post('/profil/passwortvergessen/anfrage', async (req, res) => {
    const { email } = AnfrageSchema.parse(req.body);
    await passwortLinkAnfordern({ db, limiter: resetLimiter }, deps.config.publicUrl, { email, adresse: req.ip ?? 'unbekannt' }, deps.jetzt());
    res.status(204).end();
  });
  router.get('/profil/passwortvergessen/token/:token', async (req, res) => {
    res.json(await pruefeLink(db, req.params.token, deps.jetzt()));
  });
  router.post('/profil/passwortvergessen', async (req, res) => {
    await passwortZuruecksetzen(db, req.body, deps.jetzt());
    res.status(204).end();
  });

  router.post('/password', angemeldet, async (req, res) => {
    await aenderePasswort(
      { db, limiter: loginLimiter },
      { benutzerId: benutzerVon(res).id, adresse: req.ip ?? 'unbekannt', sitzung: req.sessionID },
      req.body,
    );
    res.status(204).end();
  });

  const profil = [angemeldet, requirePermission('VIEW_OWN_PROFILE')];
  router.get('/profil', ...profil, async (_req, res) => {
    res.json(await ladeProfil(db, benutzerVon(res).id));
  });
  router.post('/profil', ...profil, upload.single('profilBild'), async (req, res) => {
    res.json(await speichereProfil(deps, benutzerVon(res).id, req.body, req.file, deps.jetzt()));
  });
  router.get('/profil/bild', ...profil, async (_req, res) => {
    const bild = await ladeProfilBild(deps, benutzerVon(res).id);
    if (!bild) throw new HttpError(404, FEHLER.nichtGefunden);
    res.type(bild.typ).set('Cache-Control', 'private, max-age=86400').send(bild.data);
  });

  router.put('/onboarding/:schritt', angemeldet, async (req, res) => {
    const schritt = SchrittSchema.parse(req.params.schritt);
    const { completed } = OnboardingSchema.parse(req.body);
    const benutzer = benutzerVon(res);
    await db('benutzer')
      .where({ id: benutzer.id })
      .update({ onboarding: db.raw('onboarding || ?::jsonb', [JSON.stringify({ [schritt]: completed })]) });
    const info = await loadUserInfo(db, benutzer.id, benutzer.isAlias);
    res.json({ onboardingCompleted: info?.onboardingCompleted });
  });

  return router;
};
