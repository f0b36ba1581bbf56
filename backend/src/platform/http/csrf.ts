import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { FEHLER } from './httpError';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets the anti-forgery cookie when the request has none (GET /api/v1/benutzer/info does this). */
export const ensureXsrfCookie = (cookies: Record<string, string | undefined>, res: Response, secure: boolean): void => {
  if (cookies[XSRF_COOKIE]) return;
  // Readable by the page on purpose: double-submit means the client echoes it in a header.
  res.cookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), { httpOnly: false, sameSite: 'lax', secure, path: '/' });
};

const equal = (a: string, b: string): boolean => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Double-submit check: every unsafe request carries the cookie's value in X-XSRF-TOKEN. */
export const csrfProtection: RequestHandler = (req, res, next) => {
  if (SAFE.has(req.method)) return next();
  const cookie = (req.cookies as Record<string, string | undefined>)[XSRF_COOKIE];
  const header = req.get(XSRF_HEADER);
  if (!cookie || !header || !equal(cookie, header)) {
    res.status(403).json({ message: FEHLER.csrf, code: 'CSRF' });
    return;
  }
  next();
};
