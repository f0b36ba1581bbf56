import { can } from '@abfallportal/common/permissions';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';

/** Where a switch of identity leads: the user acted as sees the dashboard, staff coming back their support area. */
export const stellvertretungPaths = {
  nachStart: '/dashboard',
  nachEnde: (info: BenutzerInfo): string => (can(info.permissions, 'VIEW_ALL_ERZEUGER') ? '/support' : '/dashboard'),
} as const;
