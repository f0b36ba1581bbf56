import { codeNeuSendenSchema, loginSchema } from '@abfallportal/common/anmeldung';
import { benutzerInfoSchema } from '@abfallportal/common/benutzerInfo';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { beendeSitzung, starteSitzung } from '../platform/http/asyncSession';
import { standardPerspektive } from './standardPerspektive';
import { createCsrf } from '../platform/http/csrf';
import { route, type RouteSpec } from '../platform/http/route';
import { SESSION_COOKIE } from '../platform/http/session';
import { newToken, sha256 } from '../platform/tokens';
import { anmelden, codeNeuSenden, type AnmeldeDeps } from './anmelden';
import { createLoginLimiter } from './loginLimiter';

export const GERAET_COOKIE = 'abfallportal.geraet';
const EIN_JAHR_MS = 365 * 24 * 60 * 60 * 1000;
const TAG = 'Anmeldung';

const flag = (v: unknown): boolean => v === 'true' || v === '1' || v === 'on';

/** The device this browser is; a long-lived random cookie, stored only as a hash. */
function geraetHash(req: Request, res: Response, secure: boolean): string {
  let geraet = (req.cookies as Record<string, string | undefined>)[GERAET_COOKIE];
  if (!geraet || geraet.length < 32) {
    geraet = newToken();
    res.cookie(GERAET_COOKIE, geraet, { httpOnly: true, sameSite: 'lax', secure, maxAge: EIN_JAHR_MS, path: '/' });
  }
  return sha256(geraet);
}

/**
 * Auth calls of spec § 7 under /api: login, verification-code resend, logout. Public; like every
 * state change they need the anti-forgery token (the login page fetches it with GET
 * /v1/benutzer/info first). Failed sign-ins are slowed and locked per account and address inside
 * `anmelden` (rate-limiter-flexible), whichever route calls it.
 */
export function authRoutes(deps: Pick<AppDeps, 'db' | 'config' | 'jetzt' | 'schlafen' | 'loadUserInfo'>): RouteSpec[] {
  const secure = deps.config.publicUrl.startsWith('https:');
  const anmeldeDeps: AnmeldeDeps = { db: deps.db, limiter: createLoginLimiter(deps.db), jetzt: deps.jetzt, schlafen: deps.schlafen };
  const csrf = createCsrf(deps.config);
  // Query flags of the login form; any other value (or a repeated one) reads as "no".
  const loginQuery = z.object({ acceptedTermsAndConditions: z.unknown().optional(), 'remember-me': z.unknown().optional() });
  return [
    route({
      method: 'post',
      path: '/login',
      summary: 'Mit Benutzername und Passwort anmelden (Bestätigungscode bei unbekanntem Gerät)',
      tag: TAG,
      rule: 'public',
      tenant: 'own',
      query: loginQuery,
      body: loginSchema,
      response: benutzerInfoSchema,
      handle: async ({ req, res, query, body }) => {
        const benutzerId = await anmelden(anmeldeDeps, {
          username: body.username,
          password: body.password,
          verificationCode: body.verificationCode ?? undefined,
          agbAkzeptiert: flag(query.acceptedTermsAndConditions),
          geraetHash: geraetHash(req, res, secure),
          adresse: req.ip ?? 'unbekannt',
        });
        const perspektiveErzeugerId = await standardPerspektive(deps.db, benutzerId);
        await starteSitzung(req, benutzerId, flag(query['remember-me']), perspektiveErzeugerId);
        csrf.rotate(req, res);
        return deps.loadUserInfo(benutzerId, false, { perspektiveErzeugerId });
      },
    }),
    route({
      method: 'post',
      path: '/recreate-verification-code',
      summary: 'Den Bestätigungscode für dieses Gerät erneut senden',
      tag: TAG,
      rule: 'public',
      tenant: 'none',
      body: codeNeuSendenSchema,
      handle: async ({ req, res, body }) => {
        await codeNeuSenden(anmeldeDeps, {
          username: body.username,
          password: body.password,
          geraetHash: geraetHash(req, res, secure),
          adresse: req.ip ?? 'unbekannt',
        });
      },
    }),
    route({
      method: 'post',
      path: '/logout',
      summary: 'Abmelden: die Sitzung endet, das CSRF-Token wird neu',
      tag: TAG,
      rule: 'public',
      tenant: 'own',
      handle: async ({ req, res }) => {
        await beendeSitzung(req);
        res.clearCookie(SESSION_COOKIE, { path: '/' });
        csrf.rotate(req, res);
      },
    }),
  ];
}
