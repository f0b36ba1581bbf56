import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import type { AuftragSeite } from '@abfallportal/common/permissions';
import { isTokenAktion } from '@abfallportal/common/tokenAktionen';

/** Fields a workflow call can carry (workflowBodySchema). */
export type WorkflowFeld = WorkflowAktion['felder'][number];
/** Offers also carry a price and a PDF; they travel on the public token page, not in the workflow body. */
export type UebergangFeld = WorkflowFeld | 'preis' | 'angebotPdf';

/** One row of the order workflow (spec § 4): from these statuses, this side may run this action. */
export type Uebergang = {
  von: readonly AuftragStatus[];
  /** Wire name: POST /api/v1/workflow/<aktion>/<id>; token actions also at /statetransition/<aktion>/:token. */
  aktion: string;
  seite: AuftragSeite;
  nach: AuftragStatus;
  felder: readonly UebergangFeld[];
  optionaleFelder: readonly UebergangFeld[];
  /** German button text. */
  label: string;
  /** Also offered to the disposer as an emailed token link (spec § 2). */
  token: boolean;
  implementiert: boolean;
  /**
   * The row does not change this order: it creates a follow-up order (own stream, own number) in
   * status `nach`, linked to this one as its main order (folgeauftrag.ts).
   */
  folgeauftrag?: boolean;
  /** Above the acting user's order value limit the row leads here instead of `nach` (spec § 4, approval). */
  nachUeberGrenze?: AuftragStatus;
};

/** A row as the workflow table writes it: what it does not say takes the defaults. */
export type Zeile = Pick<Uebergang, 'von' | 'aktion' | 'seite' | 'nach' | 'label'> & Partial<Uebergang>;
export const zeile = (z: Zeile): Uebergang => ({
  felder: [],
  optionaleFelder: [],
  token: isTokenAktion(z.aktion),
  implementiert: false,
  ...z,
});
