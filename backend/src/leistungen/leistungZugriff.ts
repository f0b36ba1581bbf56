import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeIncludesEntsorger, scopeOf } from '@abfallportal/common/permissions';
import { verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für diese Aktion.';

/**
 * Whose price agreements a user reads (scopeOf 'preise'): staff who look after disposers every
 * agreement; a disposer's user those of its own disposer; a producer's user with VIEW_OWN_LEISTUNG
 * those of its producer; anyone else 403.
 */
export function leistungScope(benutzer: BenutzerInfo): TenantScope {
  const scope = scopeOf('preise', benutzer, 'read');
  if (scope.type === 'keiner') throw verboten(KEINE_BERECHTIGUNG);
  return scope;
}

/** A disposer's customers (scopeOf 'entsorgerKunden'): staff with CREATE_MANDANT for any disposer, a disposer's user for its own. */
export function checkEntsorgerBereich(benutzer: BenutzerInfo, entsorgerId: number): void {
  if (!scopeIncludesEntsorger(scopeOf('entsorgerKunden', benutzer, 'read'), entsorgerId)) throw verboten(KEINE_BERECHTIGUNG);
}
