import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { bildNeuKodieren } from '../platform/files/bildNeuKodieren';
import { erkenneDateityp } from '../platform/files/dateityp';
import type { FileStore } from '../platform/files/fileStore';
import { HttpError } from '../platform/http/httpError';
import { FIRMA_NICHT_GEFUNDEN } from './firmaZugriff';

export const NUR_BILD = 'Bitte laden Sie das Logo als JPEG- oder PNG-Bild hoch.';
export const KEIN_LOGO = 'Es ist noch kein Logo hinterlegt.';

/** Stores the company logo: JPEG or PNG by content, 20 MB, decoded and encoded anew so only pixels remain. */
export const saveFirmenLogo = async (
  deps: { db: Db; files: FileStore },
  erzeugerId: number,
  datei: { buffer: Buffer; size: number } | undefined,
  jetzt: Date,
): Promise<void> => {
  if (!datei) throw new HttpError(400, NUR_BILD, { errors: { logo: NUR_BILD } });
  if (datei.size > UPLOAD_MAX_BYTES) throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, { code: 'maxUploadFileSizeExceeded' });
  const typ = erkenneDateityp(datei.buffer);
  if (typ !== 'image/jpeg' && typ !== 'image/png') throw new HttpError(415, NUR_BILD, { errors: { logo: NUR_BILD } });
  const bild = await bildNeuKodieren(datei.buffer, typ).catch((err: unknown) => {
    throw err instanceof HttpError ? new HttpError(err.status, err.message, { errors: { logo: err.message } }) : err;
  });
  const alt = (await deps.db('erzeuger').where({ id: erzeugerId }).first('logo')) as { logo: string | null } | undefined;
  if (!alt) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  const schluessel = `logos/${erzeugerId}-${jetzt.getTime()}.${typ === 'image/png' ? 'png' : 'jpg'}`;
  await deps.files.put(schluessel, bild);
  await deps.db('erzeuger').where({ id: erzeugerId }).update({ logo: schluessel });
  if (alt.logo) await deps.files.remove(alt.logo);
};

export const loadFirmenLogo = async (deps: { db: Db; files: FileStore }, erzeugerId: number): Promise<{ data: Buffer; typ: string }> => {
  const r = (await deps.db('erzeuger').where({ id: erzeugerId }).first('logo')) as { logo: string | null } | undefined;
  const data = r?.logo ? await deps.files.get(r.logo) : null;
  if (!data) throw nichtGefunden(KEIN_LOGO);
  return { data, typ: erkenneDateityp(data) ?? 'application/octet-stream' };
};
