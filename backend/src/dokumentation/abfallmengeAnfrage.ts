import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { ungueltig } from '../platform/domainError';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';

/** What the quantity routes read off a request: who sends the command, the certificate form, a refused field. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who sent the command, for the events' metadata; the idempotency key counts per user and acting-as user. */
export const abfallmengeMetaVon = (req: Request, user: BenutzerInfo, neueId: () => string, erzeugerId: number | null): CommandMeta => {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) throw ungueltig('Der Idempotency-Key muss eine UUID sein.');
  const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
  const commandId = key ? uuidFromName(`idempotency/abfallmenge/${user.id}/${actingAsId ?? ''}/${key.toLowerCase()}`) : neueId();
  return {
    actorId: String(user.id),
    actingAsId,
    tenantId: erzeugerId !== null ? String(erzeugerId) : user.erzeuger ? String(user.erzeuger.id) : null,
    commandId,
    correlationId: commandId,
    causationId: null,
  };
};

/** The multipart form with at most one certificate file (`zertifikat`). */
export const zertifikatFormular = (): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
  return uploadMitFrist(upload.single('zertifikat'));
};

export const feldFehler = (feld: string, meldung: string) => ungueltig(meldung, { errors: { [feld]: meldung } });
