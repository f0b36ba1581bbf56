import { Router, type Request, type Response } from 'express';
import { codeNeuSendenSchema, loginSchema } from '@abfallportal/common/anmeldung';
import type { AppDeps } from '../appDeps';
import { loadUserInfo } from '../benutzer/benutzerInfo';
import { beendeSitzung, starteSitzung } from '../platform/http/asyncSession';
import { createCsrf } from '../platform/http/csrf';
import { SESSION_COOKIE } from '../platform/http/session';
import { anmelden, codeNeuSenden, type AnmeldeDeps } from './anmelden';
import { createLoginLimiter } from './loginLimiter';
import { newToken, sha256 } from '../platform/tokens';

export const GERAET_COOKIE = 'abfallportal.geraet';
const EIN_JAHR_MS = 365 * 24 * 60 * 60 * 1000;

const flag = (v: unknown): boolean => v === 'true' || v === '1' || v === 'on';

/** The device this browser is; a long-lived random cookie, stored only as a hash. */
const geraetHash = (req: Request, res: Response, secure: boolean): string => {
  let geraet = (req.cookies as Record<string, string | undefined>)[GERAET_COOKIE];
  if (!geraet || geraet.length < 32) {
    geraet = newToken();
    res.cookie(GERAET_COOKIE, geraet, { httpOnly: true, sameSite: 'lax', secure, maxAge: EIN_JAHR_MS, path: '/' });
  }
  return sha256(geraet);
};

/** Auth calls of spec § 7 under /api: login, verification-code resend, logout. */
export const createAuthRouter = (deps: AppDeps): Router => {
  const router = Router();
  const secure = deps.config.publicUrl.startsWith('https:');
  const anmeldeDeps: AnmeldeDeps = { db: deps.db, limiter: createLoginLimiter(deps.db), jetzt: deps.jetzt, schlafen: deps.schlafen };
  const csrf = createCsrf(deps.config);

  router.post('/login', async (req, res) => {
    const body = loginSchema.parse(req.body);
    const benutzerId = await anmelden(anmeldeDeps, {
      username: body.username,
      password: body.password,
      verificationCode: body.verificationCode ?? undefined,
      agbAkzeptiert: flag(req.query.acceptedTermsAndConditions),
      geraetHash: geraetHash(req, res, secure),
      adresse: req.ip ?? 'unbekannt',
    });
    await starteSitzung(req, benutzerId, flag(req.query['remember-me']));
    csrf.rotate(req, res);
    res.json(await loadUserInfo(deps.db, benutzerId, false));
  });

  router.post('/recreate-verification-code', async (req, res) => {
    const body = codeNeuSendenSchema.parse(req.body);
    await codeNeuSenden(anmeldeDeps, {
      username: body.username,
      password: body.password,
      geraetHash: geraetHash(req, res, secure),
      adresse: req.ip ?? 'unbekannt',
    });
    res.status(204).end();
  });

  router.post('/logout', async (req, res) => {
    await beendeSitzung(req);
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    csrf.rotate(req, res);
    res.status(204).end();
  });

  return router;
};
