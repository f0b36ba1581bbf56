import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';

const BILD_TYPEN = ['image/jpeg', 'image/png'];

/** Client-side check of a profile picture (spec § 5: JPEG or PNG, at most 20 MB); the server checks the content. */
export const profilBildFehler = (datei: { type: string; size: number }): string | null => {
  if (!BILD_TYPEN.includes(datei.type)) return 'fehler.dateityp';
  if (datei.size > UPLOAD_MAX_BYTES) return MELDUNGEN.maxUploadFileSizeExceeded;
  return null;
};
