import type { RequestHandler, Response } from 'express';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, type Permission } from '@abfallportal/common/permissions';
import { FEHLER, HttpError } from './httpError';
import { sitzungsKontext, type SitzungsKontext } from './session';

/** Loads the active user of a session; the benutzer feature provides it, the composition root wires it. */
export type LoadUserInfo = (benutzerId: number, isAlias: boolean, kontext?: SitzungsKontext) => Promise<BenutzerInfo | null>;

/** The signed-in user of this request (set by requireBenutzer). */
export const benutzerVon = (res: Response): BenutzerInfo => {
  const benutzer = res.locals.benutzer as BenutzerInfo | undefined;
  if (!benutzer) throw new HttpError(401, FEHLER.nichtAngemeldet);
  return benutzer;
};

/** 401 unless signed in as an active user; loads the user info once per request. */
export const requireBenutzer =
  (loadUserInfo: LoadUserInfo): RequestHandler =>
  async (req, res, next) => {
    if (res.locals.benutzer) return next();
    const id = req.session?.benutzerId;
    const benutzer =
      id === undefined ? null : await loadUserInfo(id, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session));
    if (!benutzer) {
      res.status(401).json({ message: FEHLER.nichtAngemeldet });
      return;
    }
    res.locals.benutzer = benutzer;
    next();
  };

/** 403 unless the user holds the permission (decided by the one permission module). */
export const requirePermission =
  (...permissions: Permission[]): RequestHandler =>
  (_req, res, next) => {
    const benutzer = benutzerVon(res);
    if (!permissions.every((p) => can(benutzer.permissions, p))) throw new HttpError(403, FEHLER.keineBerechtigung);
    next();
  };
