import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { BESTAETIGT } from './auftragWorkflow';

/** The dates an order has; the admin's forced change (spec § 4) sets them together with the status. */
export type TerminFeld = 'wunschLiefertermin' | 'liefertermin' | 'wunschAbholtermin' | 'abholtermin';

const MIT_LIEFERTERMIN: readonly AuftragStatus[] = [
  ...BESTAETIGT,
  'IN_ANLIEFERUNG',
  'VOR_ORT',
  'PROBLEM',
  'PROBLEM_BEHOBEN',
  ...AUFTRAG_STATUS.filter((s) => s.startsWith('ZUSATZLEERUNG_') || s.startsWith('BEHAELTERTAUSCH_')),
];
const MIT_WUNSCHABHOLTERMIN: readonly AuftragStatus[] = [...AUFTRAG_STATUS.filter((s) => s.startsWith('BEHAELTERABZUG_')), 'IN_ABHOLUNG'];
const MIT_ABHOLTERMIN: readonly AuftragStatus[] = ['ABRECHNUNG', 'AUFTRAG_ABGESCHLOSSEN'];

/**
 * Which dates an order must have in a status, for the forced change: every order has a wish
 * delivery date; once the disposer confirmed, a delivery date; once the removal is ordered, a
 * wish removal date; once removed (billing, closed), the removal date.
 */
export const pflichtTermine = (status: AuftragStatus): TerminFeld[] => {
  if (MIT_ABHOLTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin', 'abholtermin'];
  if (MIT_WUNSCHABHOLTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin'];
  if (MIT_LIEFERTERMIN.includes(status)) return ['wunschLiefertermin', 'liefertermin'];
  return ['wunschLiefertermin'];
};
