import { heuteInBerlin, tageSpaeter } from '@abfallportal/common/kalendertag';
import type { AuftragAufgebenBody } from '@abfallportal/common/auftrag';
import type { Db } from '../../platform/db';
import { idVon } from '../../testing/idVon';

/** yyyy-MM-dd, `tage` after `ab`. */
/** The German calendar day `tage` days from now: the portal's "today" is Berlin's, also between 23:00 and 01:00 UTC. */
export const inTagen = (tage: number, ab = new Date()): string => tageSpaeter(heuteInBerlin(ab), tage);

/**
 * A valid order of Musterbau's owner from the demo world: 2 × Absetzmulde 7 m³ Baumischabfall
 * (17 09 04, mixed, so with a reason) at the Hafencity site with Entsorgung Nord, which has a price.
 */
export const demoBestellung = async (db: Db, mehr: Partial<AuftragAufgebenBody> = {}): Promise<AuftragAufgebenBody> => {
  const erzeugerId = await idVon(db, 'erzeuger', { name: 'Musterbau GmbH' });
  return {
    erzeugerId,
    anfallstelleId: await idVon(db, 'anfallstelle', { erzeuger_id: erzeugerId, name: 'Baustelle Hafencity Quartier 4' }),
    wunschLiefertermin: inTagen(3),
    wunschAbholtermin: inTagen(10),
    lieferterminUnbekannt: false,
    fraktionId: await idVon(db, 'fraktion', { bezeichnung: 'Baumischabfall' }),
    abfallschluessel: '170904',
    behaelterId: await idVon(db, 'behaeltertyp', { bezeichnung: 'Absetzmulde 7 m3' }),
    anzahl: 2,
    entsorgerId: await idVon(db, 'entsorger', { name: 'Entsorgung Nord GmbH' }),
    kommentar: 'Bitte an der Einfahrt Am Sandtorkai abstellen.',
    begruendungGemischt: 'Sortenreine Trennung auf der Baustelle technisch nicht möglich (GewAbfV § 9 Abs. 2).',
    ohnePreisBestaetigt: false,
    ...mehr,
  };
};
