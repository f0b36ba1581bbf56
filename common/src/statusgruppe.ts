import { z } from 'zod';
import { AUFTRAG_STATUS, type AuftragStatus } from './auftrag';

/** The status groups the order filters offer (GET /statusgruppe, spec § 7), in the order of an order's life. */
export const STATUSGRUPPEN = {
  ANGEBOT: 'Angebot',
  FREIGABE: 'Freigabe',
  BESTELLUNG: 'Bestellung',
  VOR_ORT: 'Behälter vor Ort',
  LEISTUNG: 'Leistung beauftragt',
  PROBLEM: 'Problem',
  ABRECHNUNG: 'Abrechnung',
  ABGESCHLOSSEN: 'Abgeschlossen',
  STORNIERT: 'Storniert oder abgelehnt',
} as const;
export type StatusgruppeId = keyof typeof STATUSGRUPPEN;

/**
 * The group of one status. An exhaustive switch over the status table of spec § 4, so a new status
 * does not compile until it has a group; the groups' status lists are derived from it.
 */
export function statusgruppeVon(status: AuftragStatus): StatusgruppeId {
  switch (status) {
    case 'WARTEN_AUF_ANGEBOT':
    case 'ANGEBOT_AN_KUNDEN':
      return 'ANGEBOT';
    case 'BESTELLUNG_ZUR_FREIGABE':
      return 'FREIGABE';
    case 'BESTELLUNG':
    case 'BESTELLUNG_BESTAETIGT':
    case 'BESTELLAENDERUNG_LIEFERTERMIN':
    case 'BESTELLUNG_ERINNERUNG':
    case 'IN_ANLIEFERUNG':
      return 'BESTELLUNG';
    case 'VOR_ORT':
    case 'IN_ABHOLUNG':
      return 'VOR_ORT';
    case 'ZUSATZLEERUNG_BEAUFTRAGT':
    case 'ZUSATZLEERUNG_ERINNERUNG':
    case 'ZUSATZLEERUNG_BESTAETIGT':
    case 'ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN':
    case 'BEHAELTERABZUG_BEAUFTRAGT':
    case 'BEHAELTERABZUG_ERINNERUNG':
    case 'BEHAELTERABZUG_BESTAETIGT':
    case 'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN':
    case 'BEHAELTERTAUSCH_BEAUFTRAGT':
    case 'BEHAELTERTAUSCH_ERINNERUNG':
    case 'BEHAELTERTAUSCH_BESTAETIGT':
    case 'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN':
      return 'LEISTUNG';
    case 'PROBLEM':
    case 'PROBLEM_BEHOBEN':
      return 'PROBLEM';
    case 'ABRECHNUNG':
      return 'ABRECHNUNG';
    case 'AUFTRAG_ABGESCHLOSSEN':
      return 'ABGESCHLOSSEN';
    case 'AUFTRAG_STORNIERT_VOR_FREIGABE':
    case 'AUFTRAG_STORNIERT':
    case 'ANFRAGE_ABGELEHNT':
    case 'BESTELLUNG_ABGELEHNT':
      return 'STORNIERT';
  }
}

export const statusgruppeSchema = z.object({
  id: z.enum(Object.keys(STATUSGRUPPEN) as [StatusgruppeId, ...StatusgruppeId[]]),
  name: z.string(),
  status: z.array(z.enum(AUFTRAG_STATUS)),
});
export type Statusgruppe = z.infer<typeof statusgruppeSchema>;
export const statusgruppenSchema = z.array(statusgruppeSchema);

/** Every group with its statuses in the order of the status table. */
export const statusgruppen = (): Statusgruppe[] =>
  (Object.keys(STATUSGRUPPEN) as StatusgruppeId[]).map((id) => ({
    id,
    name: STATUSGRUPPEN[id],
    status: AUFTRAG_STATUS.filter((s) => statusgruppeVon(s) === id),
  }));
