import { onboardingSchema, onboardingSchrittSchema, passwortVergessenAnfrageSchema } from '@abfallportal/common/anmeldung';
import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { AppDeps } from '../appDeps';
import { createLoginLimiter } from '../auth/loginLimiter';
import { sendeDatei } from '../platform/files/sendeDatei';
import { createCsrf } from '../platform/http/csrf';
import { sitzungsKontext } from '../platform/http/session';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { benutzerVon, requireBenutzer, requirePermission } from '../platform/http/requireBenutzer';
import { loadUserInfo } from './benutzerInfo';
import { createResetLimiter, passwortLinkAnfordern, passwortZuruecksetzen, pruefeLink } from './passwortVergessen';
import { aenderePasswort, ladeProfil, ladeProfilBild, speichereProfil } from './profil';

const MULTIPART_KAPUTT = 'Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft. Bitte senden Sie das Formular erneut.';
const TEXTFELD_ZU_LANG = 'Ein Textfeld ist zu lang (höchstens 10 000 Zeichen).';

/**
 * One file field of a multipart form. Broken bodies (no boundary, cut off, bad part header)
 * come from busboy as plain errors without a status and were answered 500; they are bad input.
 */
const eineDatei = (feld: string): RequestHandler => {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fieldSize: 10_000, fields: 20, parts: 25 },
  });
  return (req, res, next) => {
    upload.single(feld)(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(err);
        if (err.code === 'LIMIT_FIELD_VALUE')
          return next(new HttpError(400, TEXTFELD_ZU_LANG, { errors: { [err.field ?? '_']: TEXTFELD_ZU_LANG } }));
      }
      next(new HttpError(400, MULTIPART_KAPUTT));
    });
  };
};

/** User calls of spec § 7 under /api/v1/benutzer. */
export const createBenutzerRouter = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const angemeldet = requireBenutzer((id, isAlias, kontext) => loadUserInfo(db, id, isAlias, kontext));
  const csrf = createCsrf(deps.config);
  const resetLimiter = createResetLimiter(db);
  const loginLimiter = createLoginLimiter(db);

  router.get('/info', async (req, res) => {
    csrf.ensureToken(req, res);
    const id = req.session?.benutzerId;
    const info =
      id === undefined ? null : await loadUserInfo(db, id, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session));
    if (!info) {
      res.status(401).json({ message: FEHLER.nichtAngemeldet });
      return;
    }
    res.json(info);
  });

  router.post('/profil/passwortvergessen/anfrage', async (req, res) => {
    const { email } = passwortVergessenAnfrageSchema.parse(req.body);
    await passwortLinkAnfordern(
      { db, limiter: resetLimiter },
      deps.config.publicUrl,
      { email, adresse: req.ip ?? 'unbekannt' },
      deps.jetzt(),
    );
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
  router.post('/profil', ...profil, eineDatei('profilBild'), async (req, res) => {
    res.json(await speichereProfil(deps, benutzerVon(res).id, req.body, req.file, deps.jetzt()));
  });
  router.get('/profil/bild', ...profil, async (_req, res) => {
    const bild = await ladeProfilBild(deps, benutzerVon(res).id);
    if (!bild) throw new HttpError(404, FEHLER.nichtGefunden);
    res.set('Cache-Control', 'private, max-age=86400');
    sendeDatei(res, { data: bild.data, typ: bild.typ, name: bild.typ === 'image/png' ? 'profilbild.png' : 'profilbild.jpg' }, 'inline');
  });

  router.put('/onboarding/:schritt', angemeldet, async (req, res) => {
    const schritt = onboardingSchrittSchema.parse(req.params.schritt);
    const { completed } = onboardingSchema.parse(req.body);
    const benutzer = benutzerVon(res);
    await db('benutzer')
      .where({ id: benutzer.id })
      .update({ onboarding: db.raw('onboarding || ?::jsonb', [JSON.stringify({ [schritt]: completed })]) });
    const info = await loadUserInfo(db, benutzer.id, benutzer.isAlias);
    res.json({ onboardingCompleted: info?.onboardingCompleted });
  });

  return router;
};
