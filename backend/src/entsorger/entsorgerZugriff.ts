import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { ENTSORGER_MELDUNGEN } from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import type { Db } from '../platform/db';
import { nichtGefunden, verboten } from '../platform/domainError';
import { pfadId } from '../platform/http/pfadId';

export const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für Entsorger.';

/** An id from the path: anything that is not a positive number names nothing (the same 404 as an unknown id). */
export const entsorgerPfadId = (raw: unknown): number => pfadId(raw, ENTSORGER_MELDUNGEN.nichtGefunden);

/** Staff with the support's disposer list act on every producer's disposers (spec § 6, VIEW_ALL_ENTSORGER). */
export const istEntsorgerStaff = (benutzer: BenutzerInfo): boolean => can(benutzer.permissions, 'VIEW_ALL_ENTSORGER');

/**
 * May this user work on the disposers of this producer? A producer's user with VIEW_ENTSORGER only on
 * its own producer; another producer's id answers 404, so its existence does not leak.
 */
export const checkErzeugerEntsorger = async (db: Db, benutzer: BenutzerInfo, erzeugerId: number): Promise<void> => {
  if (istEntsorgerStaff(benutzer)) {
    if (!(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden('Der Erzeuger wurde nicht gefunden.');
    return;
  }
  if (!can(benutzer.permissions, 'VIEW_ENTSORGER')) throw verboten(KEINE_BERECHTIGUNG);
  if (benutzer.erzeuger?.id !== erzeugerId) throw nichtGefunden(ENTSORGER_MELDUNGEN.nichtGefunden);
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
    if (!benutzer.erzeuger) throw nichtGefunden('Der Erzeuger wurde nicht gefunden.');
    return benutzer.erzeuger.id;
  }
  return pfadId(roh, 'Der Erzeuger wurde nicht gefunden.');
};
