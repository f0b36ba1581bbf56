import type { BelegFelder } from '@abfallportal/common/beleg';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { akteurAusScope, scopeOf, type BelegAkteur, type ScopeNeed } from '@abfallportal/common/permissions';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import type { Db } from '../platform/db';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { ungueltig, verboten } from '../platform/domainError';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { BELEG_TABELLE } from './belegLesemodell';

/** What the receipt routes read off a request and check before a command: the side, the metadata, the form, the references. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The side a user acts for on receipts, from the one permission function (scopeOf 'belege'). */
export function belegAkteurVon(user: BenutzerInfo, need: ScopeNeed = 'read'): BelegAkteur {
  const akteur = akteurAusScope(scopeOf('belege', user, need));
  if (!akteur) throw verboten('Sie haben keine Berechtigung für Belege.');
  return akteur;
}

/** Who sent the command, for the events' metadata; the idempotency key counts per user and tenant. */
export const belegMetaVon = (req: Request, user: BenutzerInfo, neueId: () => string): CommandMeta => {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) throw ungueltig('Der Idempotency-Key muss eine UUID sein.');
  const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
  const commandId = key ? uuidFromName(`idempotency/beleg/${user.id}/${actingAsId ?? ''}/${key.toLowerCase()}`) : neueId();
  return {
    actorId: String(user.id),
    actingAsId,
    tenantId: user.erzeuger ? String(user.erzeuger.id) : null,
    commandId,
    correlationId: commandId,
    causationId: null,
  };
};

/** The multipart form with at most one receipt file (`datei`). */
export const belegFormular = (): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
  return uploadMitFrist(upload.single('datei'));
};

/** Facts the capture and edit check before the command: the site is the producer's, the cancelled receipt exists. */
export const pruefeBelegBezuege = async (db: Db, erzeugerId: number, felder: BelegFelder): Promise<void> => {
  if (felder.anfallstelleId !== null) {
    const stelle = await db('anfallstelle').where({ id: felder.anfallstelleId, erzeuger_id: erzeugerId }).first('id');
    if (!stelle) throw ungueltig('Diese Anfallstelle gibt es nicht.', { errors: { anfallstelleId: 'Diese Anfallstelle gibt es nicht.' } });
  }
  if (felder.storniertBelegId !== null) {
    const storno = await db(BELEG_TABELLE.uebersicht).where({ id: felder.storniertBelegId, erzeuger_id: erzeugerId }).first('id');
    if (!storno) throw ungueltig('Diesen Beleg gibt es nicht.', { errors: { storniertBelegId: 'Diesen Beleg gibt es nicht.' } });
  }
};
