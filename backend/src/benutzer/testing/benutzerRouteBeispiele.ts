import type { RouteBeispiele } from '../../testing/routeBeispiel';

const kontakt = { anrede: 'FRAU', vorname: 'Mia', nachname: 'Matrix', telefon: '040 123456' };

/** The own account: info, profile, password. */
export const benutzerRouteBeispiele: RouteBeispiele = {
  'GET /v1/benutzer/info': () => ({}),
  'GET /v1/benutzer/sitzung': () => ({}),
  'POST /v1/benutzer/profil/passwortvergessen/anfrage': () => ({ body: { email: 'unbekannt@abfallportal.example' } }),
  'GET /v1/benutzer/profil/passwortvergessen/token/:token': () => ({ params: { token: 'kein-gueltiges-token' }, leer404: '*' }),
  'POST /v1/benutzer/profil/passwortvergessen': () => ({
    body: { token: 'kein-gueltiges-token', password: 'Neues-Passwort-9', passwordRepeat: 'Neues-Passwort-9' },
  }),
  'POST /v1/benutzer/password': () => ({
    body: { oldPassword: 'Demo-Passwort-1', newPassword: 'Neues-Passwort-9', newPasswordRepeat: 'Neues-Passwort-9' },
    zerstoerend: true,
  }),
  'GET /v1/benutzer/profil': () => ({}),
  'POST /v1/benutzer/profil': () => ({ form: { fields: kontakt } }),
  'GET /v1/benutzer/profil/bild': () => ({ leer404: '*' }),
  'PUT /v1/benutzer/onboarding/:schritt': () => ({ params: { schritt: 'stammdaten' }, body: { completed: true } }),
};
