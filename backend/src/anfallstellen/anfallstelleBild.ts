import { ANFALLSTELLE_MELDUNGEN } from '@abfallportal/common/anfallstelle';
import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { bildNeuKodieren } from '../platform/files/bildNeuKodieren';
import { erkenneDateityp } from '../platform/files/dateityp';
import { HttpError } from '../platform/http/httpError';

export type BildFeld = 'bild' | 'skizze';
export type GeprueftesBild = { data: Buffer; endung: 'png' | 'jpg' };

/**
 * A photo or sketch of a site: JPEG or PNG by content, 20 MB, decoded and encoded anew so only
 * pixels are stored (no script after the header, no EXIF location), like the company logo.
 */
export const checkBild = async (
  feld: BildFeld,
  datei: { buffer: Buffer; size: number } | undefined,
): Promise<GeprueftesBild | undefined> => {
  if (!datei) return undefined;
  if (datei.size > UPLOAD_MAX_BYTES) throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, { code: 'maxUploadFileSizeExceeded' });
  const typ = erkenneDateityp(datei.buffer);
  if (typ !== 'image/jpeg' && typ !== 'image/png') {
    throw new HttpError(415, ANFALLSTELLE_MELDUNGEN.nurBild, { errors: { [feld]: ANFALLSTELLE_MELDUNGEN.nurBild } });
  }
  const data = await bildNeuKodieren(datei.buffer, typ).catch((err: unknown) => {
    throw err instanceof HttpError ? new HttpError(err.status, err.message, { errors: { [feld]: err.message } }) : err;
  });
  return { data, endung: typ === 'image/png' ? 'png' : 'jpg' };
};
