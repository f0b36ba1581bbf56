import {
  KONTO_HAT_DATEN,
  LETZTER_ADMIN,
  NICHT_SELBST_DEAKTIVIEREN,
  NICHT_SELBST_LOESCHEN,
  STANDARD_ERZEUGER_FEHLT,
  type AdminBenutzer,
  type adminBenutzerSchema,
} from '@abfallportal/common/adminBenutzer';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { Permission } from '@abfallportal/common/permissions';
import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { hashPasswort, sitzungenBeenden } from '../auth';
import { einladungSenden, mitEmailIndex, checkEmailFrei } from '../benutzerverwaltung';
import type { Db } from '../platform/db';
import { DomainError, ungueltig } from '../platform/domainError';
import { updateVersioned, versionConflict } from '../platform/http/version';
import { newToken } from '../platform/tokens';
import { KONTO_NICHT_GEFUNDEN, loadPersonal, toAdminBenutzer } from './adminBenutzerQueries';

type Eingabe = z.output<typeof adminBenutzerSchema>;

export type AdminBenutzerDeps = { db: Db; publicUrl: string; jetzt: () => Date };

/** Who keeps staff management alive: an active admin account holding VIEW_ALL_USERS. */
const istVerwalter = (k: { rolle: string; aktiv: boolean; berechtigungen: readonly Permission[] }): boolean =>
  k.rolle === 'ADMIN' && k.aktiv && k.berechtigungen.includes('VIEW_ALL_USERS');

/**
 * The last account that can manage staff must stay. All admin rows are locked first, so two
 * admins demoting each other at the same moment cannot both succeed.
 */
const pruefeLetzterVerwalter = async (trx: Knex.Transaction, id: number): Promise<void> => {
  await trx('benutzer').where({ rolle: 'ADMIN' }).forUpdate().select('id');
  const andere = (await trx('benutzer as b')
    .where({ 'b.rolle': 'ADMIN', 'b.aktiv': true })
    .whereNot('b.id', id)
    .whereExists(
      (q) => void q.from('benutzer_berechtigung as bb').whereRaw('bb.benutzer_id = b.id').where('bb.berechtigung', 'VIEW_ALL_USERS'),
    )
    .count({ n: '*' })) as { n: string | number }[];
  if (Number(andere[0]?.n ?? 0) === 0) throw ungueltig(LETZTER_ADMIN);
};

/** The default client must be a producer that exists. */
const pruefeStandardErzeuger = async (trx: Knex.Transaction, id: number | null | undefined): Promise<void> => {
  if (id === null || id === undefined) return;
  const erzeuger = (await trx('erzeuger').where({ id }).first('id')) as { id: number } | undefined;
  if (!erzeuger) throw ungueltig(STANDARD_ERZEUGER_FEHLT, { errors: { standardErzeugerId: STANDARD_ERZEUGER_FEHLT } });
};

const berechtigungenSetzen = async (trx: Knex.Transaction, id: number, berechtigungen: readonly Permission[]): Promise<void> => {
  await trx('benutzer_berechtigung').where({ benutzer_id: id }).del();
  await trx('benutzer_berechtigung').insert(berechtigungen.map((berechtigung) => ({ benutzer_id: id, berechtigung })));
};

/** POST /api/v1/benutzer/admins: a staff account with the role's template unless permissions are given; invited by mail. */
export const createPersonal = async (deps: AdminBenutzerDeps, akteur: BenutzerInfo, eingabe: Eingabe): Promise<AdminBenutzer> => {
  // Nobody knows this password: the person sets their own through the invitation link.
  const hash = await hashPasswort(newToken());
  const id = await mitEmailIndex(() =>
    deps.db.transaction(async (trx) => {
      await checkEmailFrei(trx, eingabe.email);
      await pruefeStandardErzeuger(trx, eingabe.standardErzeugerId);
      const [row] = (await trx('benutzer')
        .insert({
          email: eingabe.email,
          passwort_hash: hash,
          anrede: eingabe.anrede,
          vorname: eingabe.vorname,
          nachname: eingabe.nachname,
          telefon: eingabe.telefon,
          rolle: eingabe.rolle,
          aktiv: eingabe.aktiv,
          standard_erzeuger_id: eingabe.standardErzeugerId ?? null,
        })
        .returning('id')) as { id: number }[];
      const neueId = row!.id;
      await berechtigungenSetzen(trx, neueId, eingabe.berechtigungen ?? ROLLEN_VORLAGEN[eingabe.rolle]);
      if (eingabe.aktiv) {
        await einladungSenden(trx, {
          publicUrl: deps.publicUrl,
          akteur,
          ziel: { ...eingabe, id: neueId },
          fuer: undefined,
          jetzt: deps.jetzt(),
        });
      }
      return neueId;
    }),
  );
  return toAdminBenutzer(await loadPersonal(deps.db, id));
};

/**
 * PUT /api/v1/benutzer/admins/{id} on the version the form loaded (else 409, nothing changes):
 * nobody deactivates themselves; the last staff manager stays.
 */
export const updatePersonal = async (
  deps: AdminBenutzerDeps,
  akteur: BenutzerInfo,
  ziel: { id: number; versionVon: () => number },
  eingabe: Eingabe,
): Promise<AdminBenutzer> => {
  const { id } = ziel;
  await mitEmailIndex(() =>
    deps.db.transaction(async (trx) => {
      const vorher = await loadPersonal(trx, id, true);
      // Asked only now: a producer user's id answers 404 whether or not a version came along.
      const version = ziel.versionVon();
      if (vorher.version !== version) throw versionConflict();
      if (!eingabe.aktiv && vorher.aktiv && id === akteur.id) throw ungueltig(NICHT_SELBST_DEAKTIVIEREN);
      const berechtigungen = eingabe.berechtigungen ?? vorher.berechtigungen ?? [];
      if (istVerwalter({ ...vorher, berechtigungen: vorher.berechtigungen ?? [] }) && !istVerwalter({ ...eingabe, berechtigungen })) {
        await pruefeLetzterVerwalter(trx, id);
      }
      await checkEmailFrei(trx, eingabe.email, id);
      await pruefeStandardErzeuger(trx, eingabe.standardErzeugerId);
      const aenderung = {
        email: eingabe.email,
        anrede: eingabe.anrede,
        vorname: eingabe.vorname,
        nachname: eingabe.nachname,
        telefon: eingabe.telefon,
        rolle: eingabe.rolle,
        aktiv: eingabe.aktiv,
        ...(eingabe.standardErzeugerId === undefined ? {} : { standard_erzeuger_id: eingabe.standardErzeugerId }),
      };
      await updateVersioned(trx, 'benutzer', { id }, version, aenderung, KONTO_NICHT_GEFUNDEN);
      if (eingabe.berechtigungen) await berechtigungenSetzen(trx, id, eingabe.berechtigungen);
      // A deactivated account or one with changed rights starts over with a new session.
      if (!eingabe.aktiv || eingabe.rolle !== vorher.rolle) await sitzungenBeenden(trx, id);
    }),
  );
  return toAdminBenutzer(await loadPersonal(deps.db, id));
};

/** DELETE /api/v1/benutzer/admins/{id} on the loaded version: neither oneself nor the last staff manager; the sessions end with the account. */
export const deletePersonal = async (
  deps: AdminBenutzerDeps,
  akteur: BenutzerInfo,
  id: number,
  versionVon: () => number,
): Promise<void> => {
  try {
    await deps.db.transaction(async (trx) => {
      const ziel = await loadPersonal(trx, id, true);
      if (ziel.version !== versionVon()) throw versionConflict();
      if (id === akteur.id) throw ungueltig(NICHT_SELBST_LOESCHEN);
      if (istVerwalter({ ...ziel, berechtigungen: ziel.berechtigungen ?? [] })) await pruefeLetzterVerwalter(trx, id);
      await sitzungenBeenden(trx, id);
      await trx('benutzer').where({ id }).del();
    });
  } catch (e) {
    // Records that name the account (orders, protocols) keep it: deactivating is the way out.
    if ((e as { code?: string }).code === '23503') throw new DomainError('konflikt', KONTO_HAT_DATEN);
    throw e;
  }
};
