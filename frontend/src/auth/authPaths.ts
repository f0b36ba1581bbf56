/** Every URL of the sign-in feature (public pages outside the layout). */
export const authPaths = {
  login: '/login',
  logout: '/logout',
  passwortVergessenAnfrage: '/passwort-vergessen-anfrage',
  passwortErstellenRoute: '/passwort-erstellen/:token',
  passwortZuruecksetzenRoute: '/passwort-zuruecksetzen/:token',
  passwortErstellen: (token: string) => `/passwort-erstellen/${encodeURIComponent(token)}`,
  dateiNichtGefunden: '/datei-nicht-gefunden',
  /** Anchors of the legal texts and app instructions in the login page's footer dialog. */
  agb: '#agb',
  datenschutz: '#datenschutz',
  app: '#app',
  /** OpenID Connect start; the server redirects to the provider (DESIGN § 6). The terms checkbox travels along. */
  ssoStart: (agbAkzeptiert: boolean) => (agbAkzeptiert ? '/api/sso/start?acceptedTermsAndConditions=true' : '/api/sso/start'),
} as const;
