import { deutsch } from '../i18n/deutsch';
import { ApiError } from './ApiError';
import { aktionsFehlerSchluessel, fehlermeldung } from './fehlermeldung';

const translate = (key: string): string => {
  const wert = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], deutsch);
  if (typeof wert !== 'string') throw new Error(`kein Text für ${key}`);
  return wert;
};

describe('fehlermeldung (spec § 8)', () => {
  it('shows the server’s German reason for a refused request', () => {
    expect(fehlermeldung(new ApiError(400, 'Der Termin liegt in der Vergangenheit.'), translate, 'fehler.failedAccepting')).toBe(
      'Der Termin liegt in der Vergangenheit.',
    );
  });

  it('shows the feature’s failure message when the server failed or was not reached', () => {
    expect(fehlermeldung(new ApiError(500, 'Ein unbekannter Fehler ist aufgetreten'), translate, 'fehler.failedAccepting')).toBe(
      'Annehmen fehlgeschlagen.',
    );
    expect(fehlermeldung(new TypeError('Failed to fetch'), translate, 'fehler.failedRegistration')).toBe(
      'Die Registrierung ist fehlgeschlagen.',
    );
  });

  it('names the catalogue message of each workflow action', () => {
    expect(translate(aktionsFehlerSchluessel('problemMelden'))).toBe('Das Problem konnte nicht gemeldet werden.');
    expect(translate(aktionsFehlerSchluessel('bestellungAnnehmen'))).toBe('Annehmen fehlgeschlagen.');
    expect(translate(aktionsFehlerSchluessel('zusatzleerungAnnehmenAenderungWunschtermin'))).toBe('Annehmen fehlgeschlagen.');
    expect(translate(aktionsFehlerSchluessel('bestellungFreigeben'))).toBe('Freigeben fehlgeschlagen.');
    expect(translate(aktionsFehlerSchluessel('anfrageAblehnen'))).toBe('Die Angebote oder Anfragen konnten nicht abgeschlossen werden.');
    expect(translate(aktionsFehlerSchluessel('stornieren'))).toBe('Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.');
  });
});
