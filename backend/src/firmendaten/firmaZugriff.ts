import type { Request, Response } from 'express';
import { can } from '@abfallportal/common/permissions';
import { nichtGefunden, verboten } from '../platform/domainError';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { pfadId } from '../platform/http/pfadId';

export const FIRMA_NICHT_GEFUNDEN = 'Die Firmendaten wurden nicht gefunden.';
const KEINE_BERECHTIGUNG = 'Sie haben keine Berechtigung für die Firmendaten.';

/**
 * Whose company data a request touches, decided once for every route. The owner (VIEW_FIRMENDATEN)
 * reads and edits their own producer: the spec knows no separate edit permission, and the company
 * data is the owner's to maintain. Staff with VIEW_ALL_ERZEUGER may read any producer through
 * `?erzeugerId=`, but not write: a view permission does not grant changing a customer's data.
 * Any other producer's id answers 404, so nothing tells whether it exists.
 */
export const firmaVon = (req: Request, res: Response, art: 'lesen' | 'schreiben'): number => {
  const benutzer = benutzerVon(res);
  const gewuenscht = req.query.erzeugerId;
  const eigene = benutzer.erzeuger?.id;
  if (gewuenscht !== undefined) {
    const id = pfadId(gewuenscht, FIRMA_NICHT_GEFUNDEN);
    const staff = art === 'lesen' && can(benutzer.permissions, 'VIEW_ALL_ERZEUGER');
    if (staff) return id;
    if (id !== eigene) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  }
  if (!can(benutzer.permissions, 'VIEW_FIRMENDATEN')) throw verboten(KEINE_BERECHTIGUNG);
  if (eigene === undefined) throw nichtGefunden(FIRMA_NICHT_GEFUNDEN);
  return eigene;
};
