import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { ANFALLSTELLE_MELDUNGEN } from '@abfallportal/common/anfallstelle';
import { can, isStaff } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';

/** Staff (admin, support) work on every producer's sites on its behalf. */
export const istStaff = (benutzer: BenutzerInfo): boolean => isStaff(benutzer.rolle) && can(benutzer.permissions, 'VIEW_ALL_ERZEUGER');

/**
 * May this user read and change the sites of this producer? Its own users with VIEW_ANFALLSTELLE
 * (spec § 6; the spec knows no separate edit permission for sites) and staff for any producer.
 * Another producer's sites answer 404 like a missing one, so nothing tells whether they exist.
 */
export const pruefeAnfallstellenZugriff = (benutzer: BenutzerInfo, erzeugerId: number): void => {
  if (istStaff(benutzer)) return;
  if (benutzer.erzeuger?.id !== erzeugerId) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  if (!can(benutzer.permissions, 'VIEW_ANFALLSTELLE')) throw verboten(ANFALLSTELLE_MELDUNGEN.keineBerechtigung);
};

/** The producer a new site belongs to: the one named, else the user's own. */
export const erzeugerFuerNeue = (benutzer: BenutzerInfo, genannt: number | undefined): number => {
  const erzeugerId = genannt ?? benutzer.erzeuger?.id;
  if (erzeugerId === undefined) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  pruefeAnfallstellenZugriff(benutzer, erzeugerId);
  return erzeugerId;
};
