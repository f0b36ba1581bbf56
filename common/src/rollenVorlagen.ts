import type { Permission, Rolle } from './permissions';

/**
 * The permissions a new user of a role starts with. Each user's permissions are stored per user
 * (spec § 6: read and saved through the user-permission call); these are only the defaults.
 */
export const ROLLEN_VORLAGEN: Record<Rolle, readonly Permission[]> = {
  INHABER: [
    'VIEW_DASHBOARD',
    'VIEW_FIRMENDATEN',
    'VIEW_OWN_PROFILE',
    'VIEW_DOKUMENTATION',
    'EDIT_DOKUMENTATION',
    'VIEW_OWN_LEISTUNG',
    'MANAGE_USERS',
    'VIEW_AUFTRAG',
    'EDIT_AUFTRAG',
    'VIEW_ANFALLSTELLE',
    'VIEW_ENTSORGER',
    'EDIT_RECHNUNGEN',
  ],
  BENUTZER: ['VIEW_DASHBOARD', 'VIEW_OWN_PROFILE', 'VIEW_DOKUMENTATION', 'VIEW_AUFTRAG', 'EDIT_AUFTRAG', 'VIEW_ANFALLSTELLE'],
  ADMIN: [
    'VIEW_DASHBOARD',
    'VIEW_OWN_PROFILE',
    'VIEW_ALL_AUFTRAG',
    'VIEW_ALL_ERZEUGER',
    'VIEW_ALL_ENTSORGER',
    'VIEW_ALL_ABLAGEORT',
    'CREATE_MANDANT',
    'VIEW_STAMMDATEN',
    'EDIT_STAMMDATEN',
    'VIEW_ALL_USERS',
    'EDIT_RECHNUNGEN',
  ],
  SUPPORT: [
    'VIEW_DASHBOARD',
    'VIEW_OWN_PROFILE',
    'VIEW_ALL_AUFTRAG',
    'VIEW_ALL_ERZEUGER',
    'VIEW_ALL_ENTSORGER',
    'VIEW_ALL_ABLAGEORT',
    'VIEW_STAMMDATEN',
    'EDIT_RECHNUNGEN',
  ],
  SONSTIGE: ['VIEW_DASHBOARD', 'VIEW_OWN_PROFILE'],
};
