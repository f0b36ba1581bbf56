import { profilSchema, type Profil } from '@abfallportal/common/benutzerInfo';
import { passwortAendernSchema, MELDUNGEN, UPLOAD_MAX_BYTES, type kontaktdatenSchema } from '@abfallportal/common/validation';
import type { z } from 'zod';
import { gesperrt, hashPasswort, istHaeufigesPasswort, verifyPasswort, sitzungenBeenden, type LoginLimiter } from '../auth';
import type { Db } from '../platform/db';
import { bildNeuKodieren } from '../platform/files/bildNeuKodieren';
import { erkenneDateityp } from '../platform/files/dateityp';
import type { FileStore } from '../platform/files/fileStore';
import { FEHLER, HttpError } from '../platform/http/httpError';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { profilBildUrl } from './benutzerInfo';

export type { Profil };

export const loadProfil = async (db: Db, benutzerId: number): Promise<Profil> => {
  const row = (await db('benutzer')
    .where({ id: benutzerId })
    .first('anrede', 'vorname', 'nachname', 'telefon', 'email', 'profil_bild', 'version')) as
    (Omit<Profil, 'profilBildUrl'> & { profil_bild: string | null }) | undefined;
  if (!row) throw new HttpError(404, FEHLER.nichtGefunden);
  const { profil_bild, ...rest } = row;
  return profilSchema.parse({ ...rest, profilBildUrl: profilBildUrl(profil_bild) });
};

/**
 * Saves contact data and, when given, the profile picture (JPEG or PNG by content, 20 MB), only on
 * the account's version the form loaded: staff may have changed the same account meanwhile. A
 * stale version is refused before the picture is stored.
 */
export const saveProfil = async (
  deps: { db: Db; files: FileStore },
  konto: { benutzerId: number; version: number },
  kontakt: z.output<typeof kontaktdatenSchema>,
  bild: { buffer: Buffer; size: number } | undefined,
  jetzt: Date,
): Promise<Profil> => {
  const { benutzerId, version } = konto;
  const alt = (await deps.db('benutzer').where({ id: benutzerId }).first('profil_bild', 'version')) as
    { profil_bild: string | null; version: number } | undefined;
  if (!alt) throw new HttpError(404, FEHLER.nichtGefunden);
  if (alt.version !== version) throw versionConflict();
  let profil_bild: string | undefined;
  if (bild) {
    if (bild.size > UPLOAD_MAX_BYTES)
      throw new HttpError(413, 'Die Datei ist zu groß (höchstens 20 MB).', { code: 'maxUploadFileSizeExceeded' });
    const typ = erkenneDateityp(bild.buffer);
    if (typ !== 'image/jpeg' && typ !== 'image/png') {
      throw new HttpError(415, 'Bitte laden Sie ein Bild im Format JPEG oder PNG hoch.', { errors: { profilBild: 'Nur JPEG oder PNG.' } });
    }
    profil_bild = `profilbilder/${benutzerId}-${jetzt.getTime()}.${typ === 'image/png' ? 'png' : 'jpg'}`;
    await deps.files.put(profil_bild, await bildNeuKodieren(bild.buffer, typ));
  }
  try {
    await updateVersioned(deps.db, 'benutzer', { id: benutzerId }, version, { ...kontakt, ...(profil_bild ? { profil_bild } : {}) });
  } catch (e) {
    if (profil_bild) await deps.files.remove(profil_bild);
    throw e;
  }
  if (profil_bild && alt.profil_bild) await deps.files.remove(alt.profil_bild);
  return loadProfil(deps.db, benutzerId);
};

export const loadProfilBild = async (
  deps: { db: Db; files: FileStore },
  benutzerId: number,
): Promise<{ data: Buffer; typ: string } | null> => {
  const row = (await deps.db('benutzer').where({ id: benutzerId }).first('profil_bild')) as { profil_bild: string | null } | undefined;
  if (!row?.profil_bild) return null;
  const data = await deps.files.get(row.profil_bild);
  return data ? { data, typ: erkenneDateityp(data) ?? 'application/octet-stream' } : null;
};

/**
 * Own password change: the current password must be right, the new one follow spec § 5 and not be
 * a common one. Wrong current passwords count like failed sign-ins (a stolen session must not
 * become a guessing machine); every other session of the account ends, this one stays.
 */
export const aenderePasswort = async (
  deps: { db: Db; limiter: LoginLimiter },
  anfrage: { benutzerId: number; adresse: string; sitzung: string },
  body: unknown,
): Promise<void> => {
  const eingabe = passwortAendernSchema.parse(body);
  const schluessel = { konto: `passwort-aendern:${anfrage.benutzerId}`, adresse: anfrage.adresse, vertrautesGeraet: null };
  const stand = await deps.limiter.pruefe(schluessel);
  if ('gesperrtSekunden' in stand) throw gesperrt(stand.gesperrtSekunden);
  const row = (await deps.db('benutzer').where({ id: anfrage.benutzerId }).first('passwort_hash')) as { passwort_hash: string } | undefined;
  if (!row || !(await verifyPasswort(row.passwort_hash, eingabe.oldPassword))) {
    await deps.limiter.fehlschlag(schluessel);
    throw new HttpError(400, FEHLER.badRequest, { errors: { oldPassword: 'Das aktuelle Passwort ist falsch.' } });
  }
  if (istHaeufigesPasswort(eingabe.newPassword)) {
    throw new HttpError(400, FEHLER.badRequest, { errors: { newPassword: MELDUNGEN.passwortHaeufig } });
  }
  await deps.limiter.erfolg(schluessel);
  const hash = await hashPasswort(eingabe.newPassword);
  await deps.db.transaction(async (trx) => {
    await trx('benutzer').where({ id: anfrage.benutzerId }).update({ passwort_hash: hash });
    await sitzungenBeenden(trx, anfrage.benutzerId, anfrage.sitzung);
  });
};
