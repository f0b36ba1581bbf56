import { ApiError } from './ApiError';

/**
 * What a failed action shows (spec § 8): the server's German reason when it refused the request
 * (4xx: it names what to change), otherwise — the server failed, or could not be reached — the
 * failure message the catalogue has for this feature (e.g. 'fehler.failedAccepting').
 */
export const fehlermeldung = (error: unknown, translate: (key: string) => string, schluessel: string): string =>
  error instanceof ApiError && error.status < 500 && error.message !== '' ? error.message : translate(schluessel);

/** The catalogue's failure message of a workflow action (spec § 8: acceptance, approval, report problem). */
export const aktionsFehlerSchluessel = (aktion: string): string => {
  if (aktion === 'problemMelden') return 'fehler.failedReportProblem';
  if (aktion === 'bestellungFreigeben') return 'fehler.failedApproving';
  if (/Annehmen/.test(aktion) || aktion === 'angebotAnnehmen') return 'fehler.failedAccepting';
  if (aktion === 'angebotabgeben' || aktion === 'anfrageAblehnen') return 'fehler.angeboteFehler';
  return 'fehler.generic';
};
