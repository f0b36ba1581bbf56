import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { MELDUNGEN } from '@abfallportal/common/validation';
import { WrongExpectedRevisionError } from '../../eventstore/eventStore';
import { DomainError, type DomainErrorKind } from '../domainError';
import type { Logger } from '../logger';
import { FEHLER, HttpError } from './httpError';
import { schliessenNachAntwort } from './koerperFrist';

/** Field errors of a zod error, keyed by the dotted path; the first message per field wins. */
export const feldFehler = (error: ZodError): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  return errors;
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: FEHLER.nichtGefunden });
};

/** The one place where a domain error becomes an HTTP status (DESIGN § 6). */
export const STATUS_FUER: Record<DomainErrorKind, number> = {
  ungueltig: 400,
  verboten: 403,
  nichtGefunden: 404,
  konflikt: 409,
  abgelaufen: 410,
};

/** Maps every error to the JSON error shape of DESIGN § 6; bad input is never a 500. */
export const createErrorHandler =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, req, res, _next) => {
    // An answer is out already (a deadline answered 408 while a parser was still reading): nothing more to say.
    if (res.headersSent) {
      log.warn(`${req.method} ${req.originalUrl}: Fehler nach der Antwort`, err instanceof Error ? err.message : err);
      schliessenNachAntwort(req, res);
      return;
    }
    if (err instanceof HttpError) {
      res.status(err.status).json({ message: err.message, ...err.extra });
      return;
    }
    if (err instanceof DomainError) {
      res.status(STATUS_FUER[err.kind]).json({ message: err.message, ...err.details });
      return;
    }
    if (err instanceof ZodError) {
      res.status(400).json({ message: FEHLER.badRequest, errors: feldFehler(err) });
      return;
    }
    if (err instanceof WrongExpectedRevisionError) {
      res.status(409).json({ message: FEHLER.konflikt });
      return;
    }
    if (err instanceof multer.MulterError) {
      if (err.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({ message: MELDUNGEN.maxUploadFileSizeExceeded, code: 'maxUploadFileSizeExceeded' });
      } else {
        res.status(400).json({ message: 'Es ist genau eine Datei erlaubt.' });
      }
      return;
    }
    const status = (err as { status?: number; type?: string }).status;
    if (status === 400 || (err as { type?: string }).type === 'entity.parse.failed') {
      res.status(400).json({ message: FEHLER.badRequest });
      return;
    }
    if (status === 413) {
      res.status(413).json({ message: MELDUNGEN.maxUploadFileSizeExceeded });
      return;
    }
    // body-parser: "application/json; charset=latin1" or "Content-Encoding: br2" (issue 8).
    if (status === 415) {
      res.status(415).json({ message: 'Die Anfrage muss als JSON in UTF-8 gesendet werden, ohne unbekannte Kodierung.' });
      return;
    }
    log.error(`${req.method} ${req.originalUrl} fehlgeschlagen`, err);
    res.status(500).json({ message: FEHLER.unbekannt });
  };
