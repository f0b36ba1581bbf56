import type { Request, RequestHandler, Response } from 'express';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';

export const KOERPER_FRIST_MELDUNG =
  'Die Anfrage hat zu lange gedauert: Ihre Daten kamen nicht innerhalb von 60 Sekunden an. Bitte versuchen Sie es erneut.';
export const UPLOAD_FRIST_MELDUNG = 'Das Hochladen hat zu lange gedauert (höchstens 60 Sekunden). Bitte versuchen Sie es erneut.';

/** Closes the connection once the answer under way is out (at once when it is out already). */
export const schliessenNachAntwort = (req: Request, res: Response): void => {
  if (res.writableFinished) req.socket.destroy();
  else res.once('finish', () => req.socket.destroy());
};

/**
 * Answers 408 and closes the connection once the answer is out. When an answer is under way already
 * (a 413 sent before the rest of the body was read), the connection is closed after it.
 */
export const fristAbgelaufen = (req: Request, res: Response, meldung: string): void => {
  schliessenNachAntwort(req, res);
  if (!res.headersSent) res.status(408).set('Connection', 'close').json({ message: meldung });
};

const hatKoerper = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/**
 * One total deadline for every request body, however it is parsed or whether it is read at all (issue 28):
 * a JSON body sent at one byte every 5 s stayed open until Node's requestTimeout (300 s, checked every
 * 30 s). Node's idle timeouts count the time between bytes, so this timer runs from the request's start.
 * A body that has arrived by then is left alone, even when its handler is still working.
 * The same deadline as the uploads (spec § 9: 60 s); an upload answers in the uploads' words.
 */
export const koerperFrist =
  (fristMs: number = UPLOAD_TIMEOUT_MS): RequestHandler =>
  (req, res, next) => {
    if (!hatKoerper(req) || req.complete) return next();
    const timer = setTimeout(() => {
      if (req.complete) return;
      const upload = /^multipart\//i.test(req.headers['content-type'] ?? '');
      fristAbgelaufen(req, res, upload ? UPLOAD_FRIST_MELDUNG : KOERPER_FRIST_MELDUNG);
    }, fristMs);
    const fertig = () => clearTimeout(timer);
    req.once('end', fertig).once('close', fertig);
    next();
  };
