import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

export const BENUTZER_NICHT_GEFUNDEN = 'Der Benutzer wurde nicht gefunden.';
export const KEINE_BENUTZERVERWALTUNG = 'Sie haben keine Berechtigung für die Benutzerverwaltung.';

/** What a call needs: reading and inviting are allowed with INVITE_DELAYED, every change needs MANAGE_USERS. */
export type Bedarf = 'lesen' | 'einladen' | 'verwalten';

/**
 * Whose users the signed-in person may manage (spec § 6): staff with VIEW_ALL_USERS or
 * VIEW_ALL_ERZEUGER every producer's, a producer's user only their own producer's, with
 * MANAGE_USERS (INVITE_DELAYED: read and invite only). Throws 403 when the person has no such right.
 */
export const verwaltungsScope = (benutzer: BenutzerInfo, bedarf: Bedarf): TenantScope => {
  if (can(benutzer.permissions, 'VIEW_ALL_USERS') || can(benutzer.permissions, 'VIEW_ALL_ERZEUGER')) return { type: 'alle' };
  const verwalten = can(benutzer.permissions, 'MANAGE_USERS');
  const einladen = verwalten || can(benutzer.permissions, 'INVITE_DELAYED');
  const darf = bedarf === 'verwalten' ? verwalten : einladen;
  if (!darf || benutzer.erzeuger === null) throw verboten(KEINE_BENUTZERVERWALTUNG);
  return { type: 'erzeuger', erzeugerId: benutzer.erzeuger.id };
};

/** Another producer's id answers like a missing one, so nothing about other tenants leaks. */
export const pruefeErzeugerImScope = (scope: TenantScope, erzeugerId: number): void => {
  if (scope.type === 'erzeuger' && scope.erzeugerId !== erzeugerId) throw nichtGefunden(BENUTZER_NICHT_GEFUNDEN);
};
