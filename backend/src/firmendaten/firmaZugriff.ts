import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';
import { pfadId } from '../platform/http/pfadId';

export const FIRMA_NICHT_GEFUNDEN = 'Die Firmendaten wurden nicht gefunden.';
const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für die Firmendaten.';

/**
 * Whose company data a call touches, decided by `scopeOf('firmendaten')` (SCOPE_RULES): the owner
 * (VIEW_FIRMENDATEN) reads and edits their own producer; staff with VIEW_ALL_ERZEUGER read any
 * producer through `?erzeugerId=`, but do not write (a view permission does not grant changing a
 * customer's data). Another producer's id answers 404, so nothing tells whether it exists; the
 * caller's own company without the permission answers 403.
 */
export function firmaVon(user: BenutzerInfo, gewuenscht: string | undefined, need: ScopeNeed): number {
  const scope = scopeOf('firmendaten', user, need);
  const eigene = user.erzeuger?.id;
  const id = gewuenscht === undefined ? eigene : pfadId(gewuenscht, FIRMA_NICHT_GEFUNDEN);
  if (id !== undefined && scopeIncludesErzeuger(scope, id)) return id;
  if (id !== undefined && id !== eigene) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  if (scope.type === 'keiner') throw verboten(KEINE_BERECHTIGUNG);
  throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
}
