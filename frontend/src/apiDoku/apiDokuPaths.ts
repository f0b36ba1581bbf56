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
