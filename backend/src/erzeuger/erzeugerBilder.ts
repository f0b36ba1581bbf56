import { randomBytes } from 'node:crypto';
import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { bildNeuKodieren } from '../platform/files/bildNeuKodieren';
import { erkenneDateityp } from '../platform/files/dateityp';
import type { FileStore } from '../platform/files/fileStore';
import { HttpError } from '../platform/http/httpError';

export type BildFeld = 'logo' | 'signatur';
export const BILD_FELDER: readonly BildFeld[] = ['logo', 'signatur'];

export const NUR_BILD: Record<BildFeld, string> = {
  logo: 'Bitte laden Sie das Logo als JPEG- oder PNG-Bild hoch.',
  signatur: 'Bitte laden Sie die Signatur als JPEG- oder PNG-Bild hoch.',
};
export const KEIN_BILD: Record<BildFeld, string> = {
  logo: 'Es ist noch kein Logo hinterlegt.',
  signatur: 'Es ist noch keine Signatur hinterlegt.',
};

/** Where each image is kept: the logo in the company data's column, the signature in the grouping data's. */
const SPALTE: Record<BildFeld, 'logo' | 'signatur'> = { logo: 'logo', signatur: 'signatur' };
const ORDNER: Record<BildFeld, string> = { logo: 'logos', signatur: 'signaturen' };

export type GeprueftesBild = { feld: BildFeld; daten: Buffer; endung: 'png' | 'jpg' };
type Upload = { buffer: Buffer; size: number };

/**
 * JPEG or PNG by content, at most 20 MB, decoded and encoded anew (sharp), so only pixels are
 * stored. Checked before anything is written: a bad file leaves the producer as it was.
 */
export const bildPruefen = async (feld: BildFeld, datei: Upload): Promise<GeprueftesBild> => {
  if (datei.size > UPLOAD_MAX_BYTES) {
    throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, {
      code: 'maxUploadFileSizeExceeded',
      errors: { [feld]: MELDUNGEN.maxUploadFileSizeExceeded },
    });
  }
  const typ = erkenneDateityp(datei.buffer);
  if (typ !== 'image/jpeg' && typ !== 'image/png') throw new HttpError(415, NUR_BILD[feld], { errors: { [feld]: NUR_BILD[feld] } });
  const daten = await bildNeuKodieren(datei.buffer, typ).catch((err: unknown) => {
    throw err instanceof HttpError ? new HttpError(err.status, err.message, { errors: { [feld]: err.message } }) : err;
  });
  return { feld, daten, endung: typ === 'image/png' ? 'png' : 'jpg' };
};

/** Stores checked images under a new key, points the producer at them and removes the replaced files. */
export const bilderSpeichern = async (
  deps: { db: Db; files: FileStore },
  erzeugerId: number,
  bilder: GeprueftesBild[],
  jetzt: Date,
): Promise<void> => {
  for (const bild of bilder) {
    const spalte = SPALTE[bild.feld];
    const alt = (await deps.db('erzeuger').where({ id: erzeugerId }).first(spalte)) as Record<string, string | null> | undefined;
    // A new key per upload: the old file stays valid until the row points at the new one.
    const schluessel = `${ORDNER[bild.feld]}/${erzeugerId}-${jetzt.getTime()}-${randomBytes(4).toString('hex')}.${bild.endung}`;
    await deps.files.put(schluessel, bild.daten);
    await deps
      .db('erzeuger')
      .where({ id: erzeugerId })
      .update({ [spalte]: schluessel });
    const altSchluessel = alt?.[spalte];
    if (altSchluessel && altSchluessel !== schluessel) await deps.files.remove(altSchluessel);
  }
};

export const loadBild = async (
  deps: { db: Db; files: FileStore },
  erzeugerId: number,
  feld: BildFeld,
): Promise<{ data: Buffer; typ: string }> => {
  const r = (await deps.db('erzeuger').where({ id: erzeugerId }).first(SPALTE[feld])) as Record<string, string | null> | undefined;
  const schluessel = r?.[SPALTE[feld]];
  const data = schluessel ? await deps.files.get(schluessel) : null;
  if (!data) throw nichtGefunden(KEIN_BILD[feld]);
  return { data, typ: erkenneDateityp(data) ?? 'application/octet-stream' };
};
