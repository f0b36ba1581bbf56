import type { RouteBeispiele } from '../../testing/routeBeispiel';

const kontakt = { anrede: 'FRAU', vorname: 'Mia', nachname: 'Matrix', telefon: '040 123456' };
const personal = { ...kontakt, email: 'matrix-personal@abfallportal.example', rolle: 'SUPPORT' };

/** Staff accounts. */
export const adminBenutzerRouteBeispiele: RouteBeispiele = {
  'GET /v1/benutzer/admins': () => ({}),
  'POST /v1/benutzer/admins': () => ({ body: personal }),
  'GET /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support } }),
  'PUT /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support }, body: { ...personal, email: 'support@abfallportal.example' } }),
  'DELETE /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support }, zerstoerend: true }),
};
