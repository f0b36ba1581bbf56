import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import { scopeIncludesEntsorger, scopeIncludesErzeuger, scopeOf, type ScopeNeed } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { pfadId } from '../platform/http/pfadId';

export const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für Entsorger.';
const ERZEUGER_NICHT_GEFUNDEN = 'Der Erzeuger wurde nicht gefunden.';

/** Staff with the support's disposer list act on every producer's disposers (scopeOf 'entsorgerDesErzeugers'). */
export const reachesAllErzeuger = (benutzer: BenutzerInfo, need: ScopeNeed = 'read'): boolean =>
  scopeOf('entsorgerDesErzeugers', benutzer, need).type === 'alle';

/**
 * May this user work on the disposers of this producer (scopeOf 'entsorgerDesErzeugers')? Staff on
 * any existing producer, a producer's user with VIEW_ENTSORGER only on its own; another producer's
 * id answers 404, so its existence does not leak; no scope at all answers 403.
 */
export const checkErzeugerEntsorger = async (db: Db, benutzer: BenutzerInfo, erzeugerId: number, need: ScopeNeed): Promise<void> => {
  const scope = scopeOf('entsorgerDesErzeugers', benutzer, need);
  if (scope.type === 'keiner') throw verboten(KEINE_BERECHTIGUNG);
  if (!scopeIncludesErzeuger(scope, erzeugerId)) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
  if (scope.type === 'alle' && !(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
};

/** A disposer's own record (scopeOf 'entsorgerStamm'): staff any, its own users their own; anyone else "not found". */
export const checkEntsorgerStamm = (benutzer: BenutzerInfo, entsorgerId: number, need: ScopeNeed): void => {
  if (!scopeIncludesEntsorger(scopeOf('entsorgerStamm', benutzer, need), entsorgerId))
    throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
};

/** Support's maintenance of disposers (approve, merge, create, change, delete): staff whose write scope reaches all. */
export const checkEntsorgerSupport = (benutzer: BenutzerInfo): void => {
  if (scopeOf('entsorgerStamm', benutzer, 'write').type !== 'alle') throw verboten(KEINE_BERECHTIGUNG);
};

/** The producer a list is about: `erzeugerId` in the filter (react-admin) or the query, else the user's own. */
export const erzeugerIdAusAnfrage = (query: Record<string, unknown>, benutzer: BenutzerInfo): number => {
  let roh: unknown = query.erzeugerId;
  if (roh === undefined && typeof query.filter === 'string') {
    try {
      roh = (JSON.parse(query.filter) as { erzeugerId?: unknown }).erzeugerId;
    } catch {
      roh = undefined; // listQuery answers the broken filter with a 400
    }
  }
  if (roh === undefined) {
    if (!benutzer.erzeuger) throw nichtGefunden(ERZEUGER_NICHT_GEFUNDEN);
    return benutzer.erzeuger.id;
  }
  return pfadId(roh, ERZEUGER_NICHT_GEFUNDEN);
};
