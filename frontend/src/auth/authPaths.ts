import { sessionPaths } from '../session/sessionPaths';

/** Every URL of the sign-in feature (public pages outside the layout). */
export const authPaths = {
  ...sessionPaths,
  passwortVergessenAnfrage: '/passwort-vergessen-anfrage',
  passwortErstellenRoute: '/passwort-erstellen/:token',
  passwortZuruecksetzenRoute: '/passwort-zuruecksetzen/:token',
  passwortErstellen: (token: string) => `/passwort-erstellen/${encodeURIComponent(token)}`,
  dateiNichtGefunden: '/datei-nicht-gefunden',
  /** OpenID Connect start; the server redirects to the provider (DESIGN § 6). The terms checkbox travels along. */
  ssoStart: (agbAkzeptiert: boolean) => (agbAkzeptiert ? '/api/sso/start?acceptedTermsAndConditions=true' : '/api/sso/start'),
} as const;
