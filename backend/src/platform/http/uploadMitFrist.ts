import type { RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import { ungueltig } from '../domainError';
import { fristAbgelaufen, UPLOAD_FRIST_MELDUNG } from './koerperFrist';

export { UPLOAD_FRIST_MELDUNG };

/**
 * Runs a multer upload under a total deadline (spec §§ 7, 9: an upload takes at most 60 s). Node's
 * `req.setTimeout` counts only idle time, so a body trickling one byte every few seconds stayed
 * open for minutes (issue 17); this timer runs from the start of the upload however the bytes
 * arrive. When it fires, the client gets 408 and the connection is closed.
 * Errors of the form itself: the size limit answers 413 through the error handler, a broken body 400.
 */
export function uploadMitFrist(upload: RequestHandler, fristMs: number = UPLOAD_TIMEOUT_MS): RequestHandler {
  return (req, res, next) => {
    let abgelaufen = false;
    const timer = setTimeout(() => {
      abgelaufen = true;
      fristAbgelaufen(req, res, UPLOAD_FRIST_MELDUNG);
    }, fristMs);
    upload(req, res, (err: unknown) => {
      clearTimeout(timer);
      // Answered already (here or by koerperFrist, whose timer started first); multer only noticed the closed connection.
      if (abgelaufen || res.headersSent) return;
      if (!err || err instanceof multer.MulterError) return next(err);
      next(ungueltig('Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft.'));
    });
  };
}
