import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

export const BENUTZER_NICHT_GEFUNDEN = 'Der Benutzer wurde nicht gefunden.';
export const KEINE_BENUTZERVERWALTUNG = 'Sie haben keine Berechtigung für die Benutzerverwaltung.';

/**
 * Whose users the signed-in person may manage: scopeOf('benutzerverwaltung') (spec § 6). Reading
 * and inviting need the read scope (INVITE_DELAYED suffices), every change the write scope
 * (MANAGE_USERS). Throws 403 when the person reaches no producer's users.
 */
export function verwaltungsScope(benutzer: BenutzerInfo, need: ScopeNeed): TenantScope {
  const scope = scopeOf('benutzerverwaltung', benutzer, need);
  if (scope.type === 'keiner') throw verboten(KEINE_BENUTZERVERWALTUNG);
  return scope;
}

/** Another producer's id answers like a missing one, so nothing about other tenants leaks. */
export function checkErzeugerImScope(scope: TenantScope, erzeugerId: number): void {
  if (!scopeIncludesErzeuger(scope, erzeugerId)) throw nichtGefunden(BENUTZER_NICHT_GEFUNDEN);
}
