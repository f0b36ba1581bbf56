import { MELDUNGEN, UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import { VERBLEIBSANLAGE_MELDUNGEN, type verbleibsanlageSchema } from '@abfallportal/common/verbleibsanlage';
import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { DomainError, nichtGefunden, ungueltig } from '../platform/domainError';
import { erkenneDateityp } from '../platform/files/dateityp';
import { HttpError } from '../platform/http/httpError';
import { updateVersioned, versionConflict } from '../platform/http/version';

type Eingabe = z.output<typeof verbleibsanlageSchema>;
type Deps = Pick<AppDeps, 'db' | 'files' | 'jetzt'>;

/** The certificate: a PDF by content (magic number), never by name; 20 MB. */
export const checkZertifikat = (datei: { buffer: Buffer; size: number } | undefined): Buffer | undefined => {
  if (!datei) return undefined;
  if (datei.size > UPLOAD_MAX_BYTES) throw new HttpError(413, MELDUNGEN.maxUploadFileSizeExceeded, { code: 'maxUploadFileSizeExceeded' });
  if (erkenneDateityp(datei.buffer) !== 'application/pdf') {
    throw new HttpError(415, VERBLEIBSANLAGE_MELDUNGEN.nurPdf, { errors: { zertifikatDatei: VERBLEIBSANLAGE_MELDUNGEN.nurPdf } });
  }
  return datei.buffer;
};

const datenbankFehler = (err: unknown): never => {
  const code = (err as { code?: string }).code;
  if (code === '23505') {
    throw new DomainError('konflikt', VERBLEIBSANLAGE_MELDUNGEN.nameVergeben, { errors: { name: VERBLEIBSANLAGE_MELDUNGEN.nameVergeben } });
  }
  if (code === '23503') {
    throw ungueltig(VERBLEIBSANLAGE_MELDUNGEN.entsorgerUnbekannt, {
      errors: { entsorgerId: VERBLEIBSANLAGE_MELDUNGEN.entsorgerUnbekannt },
    });
  }
  throw err;
};

const spalten = (e: Eingabe) => ({
  name: e.name,
  entsorger_id: e.entsorgerId,
  strasse: e.strasse,
  plz: e.plz,
  ort: e.ort,
  zertifikat_gueltig_bis: e.zertifikatGueltigBis,
});

const zertifikatSchluessel = (deps: Deps, id: number) => `zertifikate/verbleibsanlage-${id}-${deps.jetzt().getTime()}.pdf`;

export const createVerbleibsanlage = async (
  deps: Deps,
  eingabe: Eingabe,
  anleger: { freigegeben: boolean; erzeugerId: number | null },
  zertifikat: Buffer | undefined,
): Promise<number> =>
  deps.db
    .transaction(async (trx) => {
      const [neu] = (await trx('verbleibsanlage')
        .insert({ ...spalten(eingabe), freigegeben: anleger.freigegeben, erstellt_von_erzeuger_id: anleger.erzeugerId })
        .returning('id')) as { id: number }[];
      if (!neu) throw new Error('Verbleibsanlage wurde nicht angelegt');
      if (zertifikat) {
        const schluessel = zertifikatSchluessel(deps, neu.id);
        await deps.files.put(schluessel, zertifikat);
        await trx('verbleibsanlage').where({ id: neu.id }).update({ zertifikat_datei: schluessel });
      }
      return neu.id;
    })
    .catch(datenbankFehler);

/** Changes the plant only if it still has the version the editor loaded (else 409, nothing changes). */
export const updateVerbleibsanlage = async (
  deps: Deps,
  id: number,
  version: number,
  eingabe: Eingabe,
  zertifikat: Buffer | undefined,
): Promise<void> => {
  const alt = await deps.db
    .transaction(async (trx) => {
      const zeile = (await trx('verbleibsanlage').where({ id }).forUpdate().first('zertifikat_datei')) as
        { zertifikat_datei: string | null } | undefined;
      if (!zeile) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
      await updateVersioned(trx, 'verbleibsanlage', { id }, version, spalten(eingabe), VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
      if (!zertifikat) return null;
      const schluessel = zertifikatSchluessel(deps, id);
      await deps.files.put(schluessel, zertifikat);
      await trx('verbleibsanlage').where({ id }).update({ zertifikat_datei: schluessel });
      return zeile.zertifikat_datei !== schluessel ? zeile.zertifikat_datei : null;
    })
    .catch(datenbankFehler);
  if (alt) await deps.files.remove(alt);
};

/** Approving is a change of the record too: an editor who loaded it before gets 409 on saving. */
export const approveVerbleibsanlage = async (deps: Deps, id: number): Promise<void> => {
  const n = await deps
    .db('verbleibsanlage')
    .where({ id })
    .update({ freigegeben: true, version: deps.db.raw('version + 1') });
  if (n === 0) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
};

/** Deletes a plant nothing refers to; one in use (or with merge history) is to be merged instead. */
export const deleteVerbleibsanlage = async (deps: Deps, id: number, version: number): Promise<void> => {
  const zeile = (await deps.db('verbleibsanlage').where({ id }).first('zertifikat_datei')) as
    { zertifikat_datei: string | null } | undefined;
  if (!zeile) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
  const n = await deps
    .db('verbleibsanlage')
    .where({ id, version })
    .delete()
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === '23503') {
        throw new DomainError('konflikt', VERBLEIBSANLAGE_MELDUNGEN.inVerwendung, { code: 'verbleibsanlageInVerwendung' });
      }
      throw err;
    });
  if (n === 0) throw versionConflict();
  if (zeile.zertifikat_datei) await deps.files.remove(zeile.zertifikat_datei);
};
