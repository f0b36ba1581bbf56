import { can, isStaff, type Rolle } from '@abfallportal/common/permissions';

/** Where the admin reads the API description in the portal. */
export const API_DOKU_PFAD = '/admin/api';
export const API_DOKU_TITEL = 'API-Beschreibung';
/** The document the page shows: built from the route registry (GET /api/v1/openapi.json). */
export const OPENAPI_URL = '/api/v1/openapi.json';

/** Staff who manage the staff accounts (VIEW_ALL_USERS) see the page in their menu. */
export function darfApiDokuSehen(user: { rolle: Rolle; permissions: readonly string[] }): boolean {
  return isStaff(user.rolle) && can(user.permissions, 'VIEW_ALL_USERS');
}

/** The admin menu's entry for the lead to wire in (App.tsx and layout/ are not this folder's). */
export const API_DOKU_MENUEINTRAG = {
  pfad: API_DOKU_PFAD,
  titel: API_DOKU_TITEL,
  beschreibung: 'Alle Aufrufe der Schnittstelle (OpenAPI 3.1), erzeugt aus dem Routenregister',
  sichtbar: darfApiDokuSehen,
} as const;
