import type { Request } from 'express';
import type { SessionData } from 'express-session';

type Werte = Pick<SessionData, 'benutzerId'> & Partial<Pick<SessionData, 'aliasVonBenutzerId' | 'perspektiveErzeugerId'>>;

/**
 * Replaces the session by a fresh one (a new id against fixation) holding only the given values;
 * the cookie's lifetime (remember-me or browser session) carries over.
 */
export const sitzungWechseln = (req: Request, werte: Werte): Promise<void> => {
  const maxAge = req.session.cookie.originalMaxAge;
  return new Promise((resolve, reject) => {
    req.session.regenerate((err: unknown) => {
      if (err) return reject(err);
      req.session.benutzerId = werte.benutzerId;
      if (werte.aliasVonBenutzerId !== undefined) req.session.aliasVonBenutzerId = werte.aliasVonBenutzerId;
      if (werte.perspektiveErzeugerId !== undefined) req.session.perspektiveErzeugerId = werte.perspektiveErzeugerId;
      if (maxAge !== null && maxAge !== undefined) req.session.cookie.maxAge = maxAge;
      req.session.save((e: unknown) => (e ? reject(e) : resolve()));
    });
  });
};

/** Stores a changed session without a new id. */
export const sitzungSpeichern = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => {
    req.session.save((e: unknown) => (e ? reject(e) : resolve()));
  });
