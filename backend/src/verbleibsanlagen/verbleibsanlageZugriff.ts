import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { scopeOf } from '@abfallportal/common/permissions';
import { VERBLEIBSANLAGE_MELDUNGEN } from '@abfallportal/common/verbleibsanlage';
import { nichtGefunden, verboten } from '../platform/domainError';

/** Who looks at the plants: support sees all, a producer the approved ones and its own, others the approved ones. */
export type Sicht = { art: 'alle' } | { art: 'erzeuger'; erzeugerId: number } | { art: 'freigegeben' };

type Anlage = { freigegeben: boolean; erstellt_von_erzeuger_id: number | null };

/** scopeOf('verbleibsanlagen', read): staff with VIEW_ALL_ABLAGEORT all, a producer's user its own; approved plants are everyone's. */
export const sichtVon = (b: BenutzerInfo): Sicht => {
  const scope = scopeOf('verbleibsanlagen', b, 'read');
  if (scope.type === 'alle') return { art: 'alle' };
  if (scope.type === 'erzeuger') return { art: 'erzeuger', erzeugerId: scope.erzeugerId };
  return { art: 'freigegeben' };
};

export const darfSehen = (sicht: Sicht, anlage: Anlage): boolean =>
  sicht.art === 'alle' || anlage.freigegeben || (sicht.art === 'erzeuger' && anlage.erstellt_von_erzeuger_id === sicht.erzeugerId);

/**
 * Who adds a plant (scopeOf write): support (approved at once), or a producer's user who documents
 * waste quantities (EDIT_DOKUMENTATION: a quantity needs its plant, spec § 5); theirs stays unapproved.
 */
export const anlegerVon = (b: BenutzerInfo): { freigegeben: true; erzeugerId: null } | { freigegeben: false; erzeugerId: number } => {
  const scope = scopeOf('verbleibsanlagen', b, 'write');
  if (scope.type === 'alle') return { freigegeben: true, erzeugerId: null };
  if (scope.type === 'erzeuger') return { freigegeben: false, erzeugerId: scope.erzeugerId };
  throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
};

/** Approving and merging: staff whose write scope reaches every plant. */
export const checkSupport = (b: BenutzerInfo): void => {
  if (scopeOf('verbleibsanlagen', b, 'write').type !== 'alle') throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
};

/** Changing or deleting: support any plant; the producer that added one only while it is unapproved. */
export const checkAenderung = (b: BenutzerInfo, anlage: Anlage): void => {
  if (!darfSehen(sichtVon(b), anlage)) throw nichtGefunden(VERBLEIBSANLAGE_MELDUNGEN.nichtGefunden);
  const scope = scopeOf('verbleibsanlagen', b, 'write');
  if (scope.type === 'alle') return;
  if (scope.type !== 'erzeuger' || anlage.erstellt_von_erzeuger_id !== scope.erzeugerId) {
    throw verboten(VERBLEIBSANLAGE_MELDUNGEN.keineBerechtigung);
  }
  if (anlage.freigegeben) throw verboten(VERBLEIBSANLAGE_MELDUNGEN.freigegebenNurSupport);
};
