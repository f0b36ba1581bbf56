import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import type { Db } from '../platform/db';
import { ungueltig, verboten } from '../platform/domainError';
import { loadBenutzerImScope, toVerwalteterBenutzer } from './benutzerverwaltungQueries';
import { verwaltungsScope } from './benutzerverwaltungZugriff';

export const NUR_INHABER_UEBERTRAGEN = 'Nur der Inhaber kann die Inhaberschaft übertragen.';
export const SCHON_INHABER = 'Dieser Benutzer ist bereits Inhaber.';
export const INAKTIV_KEIN_INHABER = 'Ein deaktivierter Benutzer kann nicht Inhaber werden.';

/**
 * POST /api/v1/erzeuger/inhaber/{id}: the user becomes the producer's owner (role INHABER, MANAGE_USERS,
 * no order value limit); the former owner becomes a BENUTZER and loses MANAGE_USERS (spec § 6). One
 * transaction, so a producer never has two owners or none. Both accounts change, so both versions
 * move on: a form loaded before the transfer cannot undo it.
 */
export const transferInhaber = async (db: Db, akteur: BenutzerInfo, id: number): Promise<VerwalteterBenutzer> => {
  const scope = verwaltungsScope(akteur, 'write');
  await db.transaction(async (trx) => {
    const ziel = await loadBenutzerImScope(trx, id, scope, true);
    if (scope.type === 'erzeuger' && akteur.rolle !== 'INHABER') throw verboten(NUR_INHABER_UEBERTRAGEN);
    if (ziel.rolle === 'INHABER') throw ungueltig(SCHON_INHABER);
    if (!ziel.aktiv) throw ungueltig(INAKTIV_KEIN_INHABER);
    const bisherige = (await trx('benutzer')
      .where({ erzeuger_id: ziel.erzeuger_id, rolle: 'INHABER' })
      .forUpdate()
      .pluck('id')) as number[];
    if (bisherige.length > 0) {
      await trx('benutzer')
        .whereIn('id', bisherige)
        .update({ rolle: 'BENUTZER', version: trx.raw('version + 1') });
      await trx('benutzer_berechtigung').whereIn('benutzer_id', bisherige).andWhere({ berechtigung: 'MANAGE_USERS' }).del();
    }
    await trx('benutzer')
      .where({ id })
      .update({ rolle: 'INHABER', bestellwert_grenze: null, version: trx.raw('version + 1') });
    await trx('benutzer_berechtigung').insert({ benutzer_id: id, berechtigung: 'MANAGE_USERS' }).onConflict().ignore();
  });
  return toVerwalteterBenutzer(await loadBenutzerImScope(db, id, scope));
};
