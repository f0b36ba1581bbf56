import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler, Response } from 'express';
import type { Config } from '../config';
import { sessionSecret } from '../sessionSecret';
import { FEHLER } from './httpError';

export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The anti-forgery cookie's name. Under https the `__Host-` prefix makes the browser refuse it
 * unless it was set by this very host over TLS without a Domain, so a sibling subdomain cannot
 * plant a token of its choosing (cookie tossing).
 */
export const xsrfCookieName = (secure: boolean): string => (secure ? '__Host-XSRF-TOKEN' : 'XSRF-TOKEN');

export type Csrf = {
  /** Refuses every unsafe request whose X-XSRF-TOKEN header does not match a valid cookie. */
  protection: RequestHandler;
  /** The same check for any method: a GET the spec lets change state (`GET /anfallstelle/{id}/activate`). */
  requireToken: RequestHandler;
  /** Keeps a valid token, replaces a missing one or one bound to another session (GET user info). */
  ensureToken: (req: Request, res: Response) => void;
  /** A new token after the session changed (sign-in, sign-out): the old one stops working. */
  rotate: (req: Request, res: Response) => void;
};

/**
 * Signed double-submit with csrf-csrf: the token is an HMAC over the session id and a random
 * value, so a token taken from one session is useless in another. Signed-out visitors have no
 * stored session yet (saveUninitialized is off), so their tokens share one anonymous binding
 * until sign-in rotates them.
 */
export const createCsrf = (config: Config): Csrf => {
  const secure = config.publicUrl.startsWith('https:');
  const secret = sessionSecret(config);
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.session?.benutzerId === undefined ? 'anonym' : req.sessionID),
    cookieName: xsrfCookieName(secure),
    // Readable by the page on purpose: the client echoes it in the header.
    cookieOptions: { httpOnly: false, sameSite: 'lax', secure, path: '/' },
    getCsrfTokenFromRequest: (req) => req.get(XSRF_HEADER),
  });
  return {
    protection: (req, res, next) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS' || validateRequest(req)) return next();
      res.status(403).json({ message: FEHLER.csrf, code: 'CSRF' });
    },
    requireToken: (req, res, next) => {
      if (validateRequest(req)) return next();
      res.status(403).json({ message: FEHLER.csrf, code: 'CSRF' });
    },
    ensureToken: (req, res) => {
      generateCsrfToken(req, res);
    },
    rotate: (req, res) => {
      generateCsrfToken(req, res, { overwrite: true });
    },
  };
};
