import { ANFALLSTELLE_MELDUNGEN } from '@abfallportal/common/anfallstelle';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

/**
 * May this user read or change the sites of this producer (scopeOf 'anfallstellen')? Staff who
 * reach every producer, and the producer's own users with VIEW_ANFALLSTELLE. Another producer's
 * sites answer 404 like a missing one, so nothing tells whether they exist; the user's own
 * producer without the permission answers 403.
 */
export function checkAnfallstellenScope(benutzer: BenutzerInfo, erzeugerId: number, need: ScopeNeed): void {
  if (scopeIncludesErzeuger(scopeOf('anfallstellen', benutzer, need), erzeugerId)) return;
  if (benutzer.erzeuger?.id === erzeugerId) throw verboten(ANFALLSTELLE_MELDUNGEN.keineBerechtigung);
  throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
}

/** The sites a user lists: every producer's or the own producer's; else 403 (own producer) or 404 (none). */
export function anfallstellenScope(benutzer: BenutzerInfo): TenantScope {
  const scope = scopeOf('anfallstellen', benutzer, 'read');
  if (scope.type === 'alle' || scope.type === 'erzeuger') return scope;
  if (benutzer.erzeuger) throw verboten(ANFALLSTELLE_MELDUNGEN.keineBerechtigung);
  throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
}

/** The producer a new site belongs to: the one named, else the user's own; the user must reach it for writing. */
export function erzeugerForNew(benutzer: BenutzerInfo, genannt: number | undefined): number {
  const erzeugerId = genannt ?? benutzer.erzeuger?.id;
  if (erzeugerId === undefined) throw nichtGefunden(ANFALLSTELLE_MELDUNGEN.nichtGefunden);
  checkAnfallstellenScope(benutzer, erzeugerId, 'write');
  return erzeugerId;
}
