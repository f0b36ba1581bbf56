import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const kontakt = { anrede: 'FRAU', vorname: 'Mia', nachname: 'Matrix', telefon: '040 123456' };
const nutzerDaten = { ...kontakt, email: 'nutzer@musterbau.example', bestellwertGrenze: 1000 };
const BENUTZER = (i: DemoIds) => ({ bereich: 'benutzerverwaltung' as const, erzeugerId: i.musterbau });

/** A producer's user management: Musterbau's user. */
export const benutzerverwaltungRouteBeispiele: RouteBeispiele = {
  'GET /v1/erzeuger/:id/benutzer': (i) => ({ params: { id: i.musterbau }, mandant: BENUTZER(i) }),
  'POST /v1/erzeuger/inhaber/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i), zerstoerend: true }),
  // A producer's manager creates in their own producer whatever erzeugerId says: no other tenant's record.
  'POST /v1/benutzer': (i) => ({
    body: { ...kontakt, email: 'matrix-neu@musterbau.example', erzeugerId: i.musterbau, berechtigungen: ['VIEW_AUFTRAG'] },
  }),
  'GET /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'PUT /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, body: { ...nutzerDaten, aktiv: true }, mandant: BENUTZER(i) }),
  'DELETE /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i), zerstoerend: true }),
  'POST /v1/benutzer/:id/invite': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'GET /v1/benutzerberechtigung/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'PUT /v1/benutzerberechtigung/:id': (i) => ({
    params: { id: i.nutzer },
    body: { berechtigungen: ['VIEW_DASHBOARD', 'VIEW_OWN_PROFILE', 'VIEW_AUFTRAG', 'EDIT_AUFTRAG', 'VIEW_ANFALLSTELLE'] },
    mandant: BENUTZER(i),
  }),
};
