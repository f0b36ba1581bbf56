import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import type { AuftragSeite } from '@abfallportal/common/permissions';
import { AUFTRAG_WORKFLOW } from './auftragWorkflow';
import type { Uebergang, UebergangFeld, WorkflowFeld } from './uebergang';

/** The implemented row for this action from this status and side, if any. */
export const findUebergang = (status: AuftragStatus, aktion: string, seite: AuftragSeite): Uebergang | undefined =>
  AUFTRAG_WORKFLOW.find((u) => u.implementiert && u.aktion === aktion && u.seite === seite && u.von.includes(status));

const istWorkflowFeld = (f: UebergangFeld): f is WorkflowFeld => f !== 'preis' && f !== 'angebotPdf';

/** What one side may do now (GET /workflow/stateTransitions/{id}, entsorgerStateTransitions/{id}). */
export const verfuegbareAktionen = (status: AuftragStatus, seite: AuftragSeite, auftragId: string): WorkflowAktion[] =>
  AUFTRAG_WORKFLOW.filter((u) => u.implementiert && u.seite === seite && u.von.includes(status)).map((u) => ({
    name: u.aktion,
    label: u.label,
    path: `/${u.aktion}/${auftragId}`,
    zielStatus: u.nach,
    felder: [...u.felder, ...u.optionaleFelder].filter(istWorkflowFeld),
  }));
