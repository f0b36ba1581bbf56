import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, type Permission } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';

export const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';
export const ANFALLSTELLE_NICHT_GEFUNDEN = 'Die Anfallstelle wurde nicht gefunden.';

/** 403 unless the user holds every permission the call needs. */
export const checkBerechtigung = (benutzer: BenutzerInfo, ...permissions: Permission[]): void => {
  if (!permissions.every((p) => can(benutzer.permissions, p))) throw verboten('Sie haben keine Berechtigung für diese Aktion.');
};

/**
 * The producer a call is about must be the user's own unless the user sees every order (staff).
 * Another tenant's producer answers "not found", so its existence does not leak.
 */
export const checkErzeugerZugriff = async (db: Db, benutzer: BenutzerInfo, erzeugerId: number): Promise<void> => {
  const eigener = benutzer.erzeuger?.id === erzeugerId;
  if (!eigener && !can(benutzer.permissions, 'VIEW_ALL_AUFTRAG')) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
  if (!eigener && !(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
};

/** The site must belong to the producer (already checked with checkErzeugerZugriff). */
export const checkAnfallstelle = async (db: Db, erzeugerId: number, anfallstelleId: number): Promise<void> => {
  if (!(await db('anfallstelle').where({ id: anfallstelleId, erzeuger_id: erzeugerId }).first('id'))) {
    throw nichtGefunden(ANFALLSTELLE_NICHT_GEFUNDEN);
  }
};
