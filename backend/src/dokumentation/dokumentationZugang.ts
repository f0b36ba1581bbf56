import { ABFALLMENGE_MELDUNGEN } from '@abfallportal/common/abfallmenge';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { DOKUMENTATION_MELDUNGEN } from '@abfallportal/common/dokumentation';
import { scopeIncludesErzeuger, scopeOf, type Scope, type ScopeNeed } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { abfallmengeBezug } from './abfallmengeAbfragen';
import { ladeErzeuger } from './dokumentationQueries';

/** Whose documentation a user reaches: scopeOf('dokumentation'); a disposer reaches none (403). */
export const dokumentationScope = (user: BenutzerInfo, need: ScopeNeed): Scope => {
  const scope = scopeOf('dokumentation', user, need);
  if (scope.type === 'keiner' || scope.type === 'entsorger') throw verboten('Sie haben keine Berechtigung für die Dokumentation.');
  return scope;
};

/** A producer outside the user's scope answers 404, like one that does not exist. */
export const pruefeErzeuger = async (db: Db, user: BenutzerInfo, erzeugerId: number, need: ScopeNeed): Promise<Scope> => {
  const scope = dokumentationScope(user, need);
  if (!scopeIncludesErzeuger(scope, erzeugerId)) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden);
  await ladeErzeuger(db, erzeugerId);
  return scope;
};

/** The quantity's producer, 404 for whoever may not reach it. */
export const eigeneMenge = async (
  db: Db,
  user: BenutzerInfo,
  id: string,
  need: ScopeNeed,
): Promise<{ erzeugerId: number; scope: Scope }> => {
  const scope = dokumentationScope(user, need);
  const row = await abfallmengeBezug(db, id);
  if (!row || !scopeIncludesErzeuger(scope, row.erzeuger_id)) throw nichtGefunden(ABFALLMENGE_MELDUNGEN.nichtGefunden);
  return { erzeugerId: row.erzeuger_id, scope };
};
