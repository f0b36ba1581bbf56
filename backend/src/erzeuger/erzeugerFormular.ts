import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { ungueltig } from '../platform/domainError';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { BILD_FELDER, bildPruefen, type BildFeld, type GeprueftesBild } from './erzeugerBilder';

export const MANDANT_FEHLT = 'Die Formulardaten des Erzeugers (mandant) fehlen oder sind kein gültiges JSON.';

type MultipartDateien = Partial<Record<'mandant' | BildFeld, Express.Multer.File[]>>;

/** The multipart form of create and edit: a `mandant` JSON part (field or file) and optional logo and signatur images. */
export function mandantFormular(): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 3, fields: 3, parts: 6, fieldSize: 200_000 },
  }).fields([{ name: 'mandant', maxCount: 1 }, ...BILD_FELDER.map((name) => ({ name, maxCount: 1 }))]);
  return uploadMitFrist(upload);
}

/** The `mandant` JSON part, as a field or as a file. */
export function mandantAus(req: Request): unknown {
  const dateien = (req.files ?? {}) as MultipartDateien;
  const body = req.body as Record<string, unknown> | undefined;
  const text = typeof body?.mandant === 'string' ? body.mandant : dateien.mandant?.[0]?.buffer.toString('utf8');
  if (text === undefined) throw ungueltig(MANDANT_FEHLT);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw ungueltig(MANDANT_FEHLT);
  }
}

/** Every image of the form, checked and re-encoded before anything is written. */
export async function bilderAus(req: Request): Promise<GeprueftesBild[]> {
  const dateien = (req.files ?? {}) as MultipartDateien;
  const bilder: GeprueftesBild[] = [];
  for (const feld of BILD_FELDER) {
    const datei = dateien[feld]?.[0];
    if (datei) bilder.push(await bildPruefen(feld, datei));
  }
  return bilder;
}
