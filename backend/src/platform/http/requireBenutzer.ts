import type { RequestHandler, Response } from 'express';
import { can, type Permission } from '@abfallportal/common/permissions';
import { ladeBenutzerInfo, type BenutzerInfo } from '../../benutzer/benutzerInfo';
import type { Db } from '../db';
import { FEHLER, HttpError } from './httpError';

/** The signed-in user of this request (set by requireBenutzer). */
export const benutzerVon = (res: Response): BenutzerInfo => {
  const benutzer = res.locals.benutzer as BenutzerInfo | undefined;
  if (!benutzer) throw new HttpError(401, FEHLER.nichtAngemeldet);
  return benutzer;
};

/** 401 unless signed in as an active user; loads the user info once per request. */
export const requireBenutzer =
  (db: Db): RequestHandler =>
  async (req, res, next) => {
    const id = req.session?.benutzerId;
    const benutzer = id === undefined ? null : await ladeBenutzerInfo(db, id, req.session.aliasVonBenutzerId !== undefined);
    if (!benutzer) {
      res.status(401).json({ message: FEHLER.nichtAngemeldet });
      return;
    }
    res.locals.benutzer = benutzer;
    next();
  };

/** 403 unless the user holds the permission (decided by the one permission module). */
export const requirePermission =
  (permission: Permission): RequestHandler =>
  (_req, res, next) => {
    if (!can(benutzerVon(res).permissions, permission)) throw new HttpError(403, FEHLER.keineBerechtigung);
    next();
  };
