import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, canSeeEntsorgerBereich } from '@abfallportal/common/permissions';
import { verboten } from '../platform/domainError';
import type { TenantScope } from '../platform/http/listQuery';

const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für diese Aktion.';

/**
 * Whose price agreements a user reads: staff who look after disposers every agreement; a disposer's
 * user those of its own disposer; a producer's user with VIEW_OWN_LEISTUNG those of its producer.
 */
export const leistungScope = (benutzer: BenutzerInfo): TenantScope => {
  if (can(benutzer.permissions, 'CREATE_MANDANT') || can(benutzer.permissions, 'VIEW_ALL_ENTSORGER')) return { type: 'alle' };
  if (benutzer.entsorger) return { type: 'entsorger', entsorgerId: benutzer.entsorger.id };
  if (benutzer.erzeuger && can(benutzer.permissions, 'VIEW_OWN_LEISTUNG')) return { type: 'erzeuger', erzeugerId: benutzer.erzeuger.id };
  throw verboten(KEINE_BERECHTIGUNG);
};

/** Price agreements are written by the staff who manage disposers (spec § 6: "Disposer detail and prices"). */
export const checkLeistungSchreiben = (benutzer: BenutzerInfo): void => {
  if (!can(benutzer.permissions, 'CREATE_MANDANT')) throw verboten(KEINE_BERECHTIGUNG);
};

/** The disposer's customers: staff with CREATE_MANDANT for any disposer, a disposer's user for its own. */
export const checkEntsorgerBereich = (benutzer: BenutzerInfo, entsorgerId: number): void => {
  if (!canSeeEntsorgerBereich({ permissions: benutzer.permissions, entsorgerId: benutzer.entsorger?.id ?? null }, entsorgerId)) {
    throw verboten(KEINE_BERECHTIGUNG);
  }
};
