import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { can, isStaff } from '@abfallportal/common/permissions';
import { VERBLEIBSANLAGE_MELDUNGEN } from '@abfallportal/common/verbleibsanlage';
import { nichtGefunden, verboten } from '../platform/domainError';

/** Who looks at the plants: support sees all, a producer the approved ones and its own, others the approved ones. */
export type Sicht = { art: 'alle' } | { art: 'erzeuger'; erzeugerId: number } | { art: 'freigegeben' };

/** Staff approve, merge and maintain every plant (spec § 6: VIEW_ALL_ABLAGEORT). */
export const istAnlagenSupport = (b: BenutzerInfo): boolean => isStaff(b.rolle) && can(b.permissions, 'VIEW_ALL_ABLAGEORT');

export const sichtVon = (b: BenutzerInfo): Sicht => {
  if (istAnlagenSupport(b)) return { art: 'alle' };
  if (b.erzeuger) return { art: 'erzeuger', erzeugerId: b.erzeuger.id };
  return { art: 'freigegeben' };
};

export const darfSehen = (sicht: Sicht, anlage: { freigegeben: boolean; erstellt_von_erzeuger_id: number | null }): boolean =>
  sicht.art === 'alle' || anlage.freigegeben || (sicht.art === 'erzeuger' && anlage.erstellt_von_erzeuger_id === sicht.erzeugerId);

/**
 * Who adds a plant: support (approved at once), or a producer's user who documents waste
 * quantities (EDIT_DOKUMENTATION: a quantity needs its plant, spec § 5); theirs stays unapproved.
 */
export const anlegerVon = (b: BenutzerInfo): { freigegeben: true; erzeugerId: null } | { freigegeben: false; erzeugerId: number } => {
  if (istAnlagenSupport(b)) return { freigegeben: true, erzeugerId: null };
  if (b.erzeuger && can(b.permissions, 'EDIT_DOKUMENTATION')) return { freigegeben: false, erzeugerId: b.erzeuger.id };
  throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
};

/** Changing or deleting: support any plant; the producer that added one only while it is unapproved. */
export const pruefeAenderung = (b: BenutzerInfo, anlage: { freigegeben: boolean; erstellt_von_erzeuger_id: number | null }): void => {
  const sicht = sichtVon(b);
  if (!darfSehen(sicht, anlage)) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
  if (sicht.art === 'alle') return;
  const eigene = sicht.art === 'erzeuger' && anlage.erstellt_von_erzeuger_id === sicht.erzeugerId;
  if (!eigene || !can(b.permissions, 'EDIT_DOKUMENTATION')) throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
  if (anlage.freigegeben) throw verboten(VERBLEIBSANLAGE_MELDUNGEN.freigegebenNurSupport);
};
