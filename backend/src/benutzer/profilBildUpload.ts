import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { RequestHandler } from 'express';
import multer from 'multer';
import { HttpError } from '../platform/http/httpError';

const MULTIPART_KAPUTT = 'Die hochgeladenen Formulardaten sind unvollständig oder fehlerhaft. Bitte senden Sie das Formular erneut.';
const TEXTFELD_ZU_LANG = 'Ein Textfeld ist zu lang (höchstens 10 000 Zeichen).';

/**
 * One file field of a multipart form. Broken bodies (no boundary, cut off, bad part header)
 * come from busboy as plain errors without a status and were answered 500; they are bad input.
 */
export function eineDatei(feld: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fieldSize: 10_000, fields: 20, parts: 25 },
  });
  return (req, res, next) => {
    upload.single(feld)(req, res, (err: unknown) => {
      if (!err) return next();
      if (err instanceof multer.MulterError) {
        if (err.code === 'LIMIT_FILE_SIZE' || err.code === 'LIMIT_UNEXPECTED_FILE' || err.code === 'LIMIT_FILE_COUNT') return next(err);
        if (err.code === 'LIMIT_FIELD_VALUE')
          return next(new HttpError(400, TEXTFELD_ZU_LANG, { errors: { [err.field ?? '_']: TEXTFELD_ZU_LANG } }));
      }
      next(new HttpError(400, MULTIPART_KAPUTT));
    });
  };
}
