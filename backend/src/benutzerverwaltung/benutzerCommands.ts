import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import {
  EMAIL_VERGEBEN,
  type benutzerAendernSchema,
  type benutzerAnlegenSchema,
  type Benutzerberechtigung,
  type ErzeugerBerechtigung,
  type VerwalteterBenutzer,
} from '@abfallportal/common/benutzerverwaltung';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { hashPasswort, normalisiereBenutzername, NORMALISIERTE_EMAIL_SQL, sitzungenBeenden } from '../auth';
import type { Db } from '../platform/db';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { newToken } from '../platform/tokens';
import { loadBenutzerImScope, loadBerechtigungen, toVerwalteterBenutzer } from './benutzerverwaltungQueries';
import { BENUTZER_NICHT_GEFUNDEN, verwaltungsScope } from './benutzerverwaltungZugriff';

export const NICHT_SELBST_LOESCHEN = 'Sie können Ihr eigenes Konto nicht löschen.';
export const INHABER_NICHT_LOESCHEN =
  'Der Inhaber kann nicht gelöscht werden. Übertragen Sie die Inhaberschaft zuerst an einen anderen Benutzer.';
export const NICHT_SELBST_DEAKTIVIEREN = 'Sie können Ihr eigenes Konto nicht deaktivieren.';
export const INHABER_NICHT_DEAKTIVIEREN = 'Der Inhaber kann nicht deaktiviert werden.';
export const INHABER_BEHAELT_VERWALTUNG = 'Der Inhaber behält die Berechtigung „Benutzer verwalten“.';
export const ERZEUGER_FEHLT = 'Bitte wählen Sie den Erzeuger des neuen Benutzers.';

export const emailVergeben = () => ungueltig(EMAIL_VERGEBEN, { errors: { email: EMAIL_VERGEBEN } });

/** Email is unique across the portal, compared in the sign-in form (NFKC, lower case). */
export const checkEmailFrei = async (trx: Knex.Transaction, email: string, ausser?: number): Promise<void> => {
  const query = trx('benutzer').whereRaw(`${NORMALISIERTE_EMAIL_SQL} = ?`, [normalisiereBenutzername(email)]);
  if (ausser !== undefined) void query.whereNot({ id: ausser });
  if (await query.first('id')) throw emailVergeben();
};

/** The unique index catches the race of two simultaneous creations with the same address. */
export const mitEmailIndex = async <T>(arbeit: () => Promise<T>): Promise<T> => {
  try {
    return await arbeit();
  } catch (e) {
    if ((e as { code?: string; constraint?: string }).constraint === 'benutzer_email_unique') throw emailVergeben();
    throw e;
  }
};

/** POST /api/v1/benutzer: a BENUTZER of the producer, with the role's default permissions unless given. */
export const createBenutzer = async (
  db: Db,
  akteur: BenutzerInfo,
  eingabe: z.output<typeof benutzerAnlegenSchema>,
): Promise<VerwalteterBenutzer> => {
  const scope = verwaltungsScope(akteur, 'write');
  const erzeugerId = scope.type === 'erzeuger' ? scope.erzeugerId : eingabe.erzeugerId;
  if (erzeugerId === undefined) throw ungueltig(ERZEUGER_FEHLT, { errors: { erzeugerId: ERZEUGER_FEHLT } });
  // Nobody knows this password: the user sets their own through the invitation link.
  const hash = await hashPasswort(newToken());
  const id = await mitEmailIndex(() =>
    db.transaction(async (trx) => {
      if (!(await trx('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden('Der Erzeuger wurde nicht gefunden.');
      await checkEmailFrei(trx, eingabe.email);
      const [row] = (await trx('benutzer')
        .insert({
          email: eingabe.email,
          passwort_hash: hash,
          anrede: eingabe.anrede,
          vorname: eingabe.vorname,
          nachname: eingabe.nachname,
          telefon: eingabe.telefon,
          rolle: 'BENUTZER',
          erzeuger_id: erzeugerId,
          bestellwert_grenze: eingabe.bestellwertGrenze,
          unterschrift_zusatz: eingabe.unterschriftZusatz,
        })
        .returning('id')) as { id: number }[];
      const neueId = row!.id;
      const berechtigungen = eingabe.berechtigungen ?? ROLLEN_VORLAGEN.BENUTZER;
      await trx('benutzer_berechtigung').insert(berechtigungen.map((berechtigung) => ({ benutzer_id: neueId, berechtigung })));
      return neueId;
    }),
  );
  return toVerwalteterBenutzer(await loadBenutzerImScope(db, id, { type: 'alle' }));
};

/**
 * PUT /api/v1/benutzer/{id}, only on the version the form loaded (else 409, nothing changes);
 * deactivating ends the user's sessions. The limit does not apply to the owner.
 */
export const updateBenutzer = async (
  db: Db,
  akteur: BenutzerInfo,
  id: number,
  versionVon: () => number,
  eingabe: z.output<typeof benutzerAendernSchema>,
): Promise<VerwalteterBenutzer> => {
  const scope = verwaltungsScope(akteur, 'write');
  await mitEmailIndex(() =>
    db.transaction(async (trx) => {
      const vorher = await loadBenutzerImScope(trx, id, scope, true);
      // Asked only now: another producer's user answers 404 whether or not a version came along.
      const version = versionVon();
      if (!eingabe.aktiv && vorher.aktiv) {
        if (vorher.id === akteur.id) throw ungueltig(NICHT_SELBST_DEAKTIVIEREN);
        if (vorher.rolle === 'INHABER') throw ungueltig(INHABER_NICHT_DEAKTIVIEREN);
      }
      if (vorher.version !== version) throw versionConflict();
      await checkEmailFrei(trx, eingabe.email, id);
      await updateVersioned(
        trx,
        'benutzer',
        { id },
        version,
        {
          email: eingabe.email,
          anrede: eingabe.anrede,
          vorname: eingabe.vorname,
          nachname: eingabe.nachname,
          telefon: eingabe.telefon,
          bestellwert_grenze: vorher.rolle === 'INHABER' ? null : eingabe.bestellwertGrenze,
          unterschrift_zusatz: eingabe.unterschriftZusatz,
          aktiv: eingabe.aktiv,
        },
        BENUTZER_NICHT_GEFUNDEN,
      );
      if (!eingabe.aktiv) await sitzungenBeenden(trx, id);
    }),
  );
  return toVerwalteterBenutzer(await loadBenutzerImScope(db, id, scope));
};

/** DELETE /api/v1/benutzer/{id} on the loaded version: neither oneself nor the owner; the sessions end with the account. */
export const deleteBenutzer = async (db: Db, akteur: BenutzerInfo, id: number, versionVon: () => number): Promise<void> => {
  const scope = verwaltungsScope(akteur, 'write');
  await db.transaction(async (trx) => {
    const ziel = await loadBenutzerImScope(trx, id, scope, true);
    if (ziel.version !== versionVon()) throw versionConflict();
    if (ziel.id === akteur.id) throw ungueltig(NICHT_SELBST_LOESCHEN);
    if (ziel.rolle === 'INHABER') throw ungueltig(INHABER_NICHT_LOESCHEN);
    await sitzungenBeenden(trx, id);
    await trx('benutzer').where({ id }).del();
  });
};

export const readBerechtigungen = async (db: Db, akteur: BenutzerInfo, id: number): Promise<Benutzerberechtigung> => {
  const scope = verwaltungsScope(akteur, 'read');
  await loadBenutzerImScope(db, id, scope);
  return loadBerechtigungen(db, id);
};

/**
 * PUT /api/v1/benutzerberechtigung/{id}: replaces the set, on the account's loaded version (a
 * permission change is an edit of the account); at least one, the owner keeps MANAGE_USERS.
 */
export const saveBerechtigungen = async (
  db: Db,
  akteur: BenutzerInfo,
  id: number,
  versionVon: () => number,
  berechtigungen: readonly ErzeugerBerechtigung[],
): Promise<Benutzerberechtigung> => {
  const scope = verwaltungsScope(akteur, 'write');
  return db.transaction(async (trx) => {
    const ziel = await loadBenutzerImScope(trx, id, scope, true);
    const version = versionVon();
    if (ziel.version !== version) throw versionConflict();
    if (ziel.rolle === 'INHABER' && !berechtigungen.includes('MANAGE_USERS')) {
      throw ungueltig(INHABER_BEHAELT_VERWALTUNG, { errors: { berechtigungen: INHABER_BEHAELT_VERWALTUNG } });
    }
    await updateVersioned(trx, 'benutzer', { id }, version, {}, BENUTZER_NICHT_GEFUNDEN);
    await trx('benutzer_berechtigung').where({ benutzer_id: id }).del();
    await trx('benutzer_berechtigung').insert(berechtigungen.map((berechtigung) => ({ benutzer_id: id, berechtigung })));
    return loadBerechtigungen(trx, id);
  });
};
