import { workflowBodySchema } from '@abfallportal/common/auftrag';
import type { z } from 'zod';
import type { WorkflowAktion } from '@abfallportal/common/auftragWire';

export type WorkflowFeld = WorkflowAktion['felder'][number];
export type WorkflowWerte = Partial<Record<WorkflowFeld, string>>;
export type WorkflowFehler = Partial<Record<WorkflowFeld, string>>;
/** What an action sends, before the shared schema trims it. */
export type WorkflowEingabe = z.input<typeof workflowBodySchema>;

const DATUMSFELDER: readonly WorkflowFeld[] = ['liefertermin', 'wunschtermin'];
export const MELDUNG_DATUM_FEHLT = 'Bitte ein Datum wählen.';

export const istDatumsfeld = (feld: WorkflowFeld): boolean => DATUMSFELDER.includes(feld);

/** The body of an action: only the fields it asks for; dates are required, texts optional (empty becomes null). */
export const workflowBody = (felder: readonly WorkflowFeld[], werte: WorkflowWerte): WorkflowEingabe =>
  Object.fromEntries(felder.map((feld) => [feld, istDatumsfeld(feld) ? (werte[feld] ?? '') : (werte[feld] ?? '').trim() || null]));

/** German errors of an action's form, from the shared workflow schema plus the required dates. */
export const workflowFehler = (felder: readonly WorkflowFeld[], werte: WorkflowWerte): WorkflowFehler => {
  const fehler: WorkflowFehler = {};
  for (const feld of felder) if (istDatumsfeld(feld) && !werte[feld]) fehler[feld] = MELDUNG_DATUM_FEHLT;
  for (const issue of workflowBodySchema.safeParse(workflowBody(felder, werte)).error?.issues ?? []) {
    const [feld] = issue.path;
    const bekannt = felder.find((f) => f === feld);
    if (bekannt !== undefined && fehler[bekannt] === undefined) fehler[bekannt] = issue.message;
  }
  return fehler;
};
