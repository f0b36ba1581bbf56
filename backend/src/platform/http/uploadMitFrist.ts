import type { RequestHandler } from 'express';
import multer from 'multer';
import { ungueltig } from '../domainError';
import { UPLOAD_FRIST_MELDUNG } from './koerperFrist';

export { UPLOAD_FRIST_MELDUNG };

/**
 * Runs a multer upload under the app's one body deadline (spec §§ 7, 9: an upload takes at most 60 s).
 * The deadline itself is `koerperFrist`, mounted before every route: it times every request body from
 * the request's start and answers an upload late with 408 in the uploads' words, then closes the
 * connection (issue 17: a body trickling one byte every few seconds; issue 28: every body).
 * Errors of the form itself: the size limit answers 413 through the error handler, a broken body 400.
 */
export function uploadMitFrist(upload: RequestHandler): RequestHandler {
  return (req, res, next) => {
    upload(req, res, (err: unknown) => {
      // Answered already by the deadline; multer only noticed the closed connection.
      if (res.headersSent) return;
      if (!err || err instanceof multer.MulterError) return next(err);
      next(ungueltig('Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft.'));
    });
  };
}
