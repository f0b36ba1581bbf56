import { can } from '@abfallportal/common/permissions';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';

/** Where a switch of identity leads: the user acted as sees the dashboard, staff coming back their support area. */
export const stellvertretungPaths = {
  nachStart: '/dashboard',
  nachEnde: (info: BenutzerInfo): string => (can(info.permissions, 'VIEW_ALL_ERZEUGER') ? '/support' : '/dashboard'),
  /** Support's protocol of acting on behalf, for one producer or one user; the name is shown in the title only. */
  protokollRoute: '/stellvertretung/protokoll',
  protokoll: (f: { erzeugerId?: number; benutzerId?: number; name: string }): string => {
    const query = new URLSearchParams({ name: f.name });
    if (f.erzeugerId !== undefined) query.set('erzeugerId', String(f.erzeugerId));
    if (f.benutzerId !== undefined) query.set('benutzerId', String(f.benutzerId));
    return `/stellvertretung/protokoll?${query.toString()}`;
  },
} as const;
