import type { WorkflowFeld, WorkflowWerte } from './workflowFormular';
import { formatDatum } from '../format/format';

/**
 * What a disposer answered through a link, handed to the completion page in the navigation state (issue 19: the
 * page repeats what was saved). Opened without it (a bookmark, a reload elsewhere), the page thanks nobody.
 */
export type GespeicherteAntwort = {
  vorgangsnummer: string;
  /** The action's label, e.g. „Mit anderem Liefertermin annehmen“. */
  antwort: string;
  /** Label (translation key), shown value: dates formatted, empty fields left out. */
  angaben: Array<[string, string]>;
};

const DATUM: readonly WorkflowFeld[] = ['liefertermin', 'wunschtermin'];

export const gespeicherteAntwort = (
  vorgangsnummer: string,
  antwort: string,
  felder: readonly WorkflowFeld[],
  werte: WorkflowWerte,
): GespeicherteAntwort => ({
  vorgangsnummer,
  antwort,
  angaben: felder.flatMap((feld): Array<[string, string]> => {
    const wert = (werte[feld] ?? '').trim();
    if (wert === '') return [];
    return [[`auftraege.workflow.${feld}`, DATUM.includes(feld) ? formatDatum(wert) : wert]];
  }),
});

/** The navigation state's answer, if it has the expected shape (history state survives reloads and may be anything). */
export const antwortAusState = (state: unknown): GespeicherteAntwort | null => {
  const a = (state as { antwort?: Partial<GespeicherteAntwort> } | null)?.antwort;
  if (!a || typeof a.vorgangsnummer !== 'string' || typeof a.antwort !== 'string' || !Array.isArray(a.angaben)) return null;
  return a as GespeicherteAntwort;
};
