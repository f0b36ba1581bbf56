import type { Request } from 'express';
import { REMEMBER_ME_MS } from './session';

/**
 * Starts a fresh session for the user (a new id against fixation); staff with a default client start
 * in that producer's perspective.
 */
export const starteSitzung = (req: Request, benutzerId: number, rememberMe: boolean, perspektiveErzeugerId?: number): Promise<void> =>
  new Promise((resolve, reject) => {
    req.session.regenerate((err: unknown) => {
      if (err) return reject(err);
      req.session.benutzerId = benutzerId;
      if (perspektiveErzeugerId !== undefined) req.session.perspektiveErzeugerId = perspektiveErzeugerId;
      if (rememberMe) req.session.cookie.maxAge = REMEMBER_ME_MS;
      req.session.save((e: unknown) => (e ? reject(e) : resolve()));
    });
  });

export const beendeSitzung = (req: Request): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err: unknown) => (err ? reject(err) : resolve()));
  });
