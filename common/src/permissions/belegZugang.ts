import { canAccessAuftrag, type AuftragAkteur } from './auftragSicht';

/** Who acts on a receipt (issue 20): staff, the producer it belongs to, or the disposer that sent it. */
export type BelegAkteur = AuftragAkteur;

/**
 * May this person see a receipt? Staff every receipt, a producer its own, a disposer only the
 * receipts it sent. Callers answer "not found" when this is false.
 */
export const canAccessBeleg = (akteur: BelegAkteur, beleg: { erzeugerId: number; entsorgerId: number }): boolean =>
  canAccessAuftrag(akteur, { erzeugerId: beleg.erzeugerId, entsorgerId: beleg.entsorgerId });

/**
 * The receipt check is the producer's (and staff's on its behalf): assign, check, approve, reject as
 * faulty. The disposer only captures its receipts and corrects or withdraws them while still captured.
 */
export const canCheckBeleg = (akteur: BelegAkteur): boolean => akteur.seite !== 'ENTSORGER';
