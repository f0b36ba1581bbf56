import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { HttpError } from '../http/httpError';
import { bildNeuKodieren } from './bildNeuKodieren';
import { erkenneDateityp } from './dateityp';

export type GeprueftesBild = { data: Buffer; endung: 'png' | 'jpg' };

export const NUR_BILD = 'Bitte laden Sie ein JPEG- oder PNG-Bild hoch.';

/**
 * An uploaded picture (a site's photo or sketch, an order photo): JPEG or PNG by content, 20 MB,
 * decoded and encoded anew so only pixels are stored (no script after the header, no EXIF
 * location), like the company logo. Errors name the form field `feld`.
 */
export const pruefeBild = async (
  feld: string,
  datei: { buffer: Buffer; size: number } | undefined,
): Promise<GeprueftesBild | undefined> => {
  if (!datei) return undefined;
  if (datei.size > UPLOAD_MAX_BYTES) throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, { code: 'maxUploadFileSizeExceeded' });
  const typ = erkenneDateityp(datei.buffer);
  if (typ !== 'image/jpeg' && typ !== 'image/png') throw new HttpError(415, NUR_BILD, { errors: { [feld]: NUR_BILD } });
  const data = await bildNeuKodieren(datei.buffer, typ).catch((err: unknown) => {
    throw err instanceof HttpError ? new HttpError(err.status, err.message, { errors: { [feld]: err.message } }) : err;
  });
  return { data, endung: typ === 'image/png' ? 'png' : 'jpg' };
};
