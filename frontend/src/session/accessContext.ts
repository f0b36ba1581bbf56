import type { ErzeugerInfo } from '@abfallportal/common/erzeugerWire';
import type { AccessContext } from '@abfallportal/common/permissions';
import type { BenutzerInfo } from '../providers/BenutzerInfo';

/** What the permission function needs to know about the signed-in user (their own producer). */
export const accessContext = (info: BenutzerInfo): AccessContext => ({
  rolle: info.rolle,
  permissions: info.permissions,
  erzeuger: info.erzeuger ? { id: info.erzeuger.id, typ: info.erzeuger.typ } : null,
});

/** The producer a producer-scoped page is about, as far as the guard knows it. */
export type RouteErzeuger =
  { status: 'eigener' } | { status: 'laedt' } | { status: 'geladen'; info: Pick<ErzeugerInfo, 'id' | 'typ'> } | { status: 'fehler' };

/**
 * Spec § 6, guard behaviour: a producer-scoped guard decides on the ROUTE's producer (its info
 * fetched by id); without a route id, or with the user's own id, on the user's own producer. A
 * failed lookup is a denial to the dashboard.
 */
export function routeAccessContext(info: BenutzerInfo, route: RouteErzeuger): AccessContext {
  const eigener = accessContext(info);
  switch (route.status) {
    case 'eigener':
    case 'laedt':
      return eigener;
    case 'geladen':
      return { ...eigener, erzeuger: { id: route.info.id, typ: route.info.typ } };
    case 'fehler':
      return { ...eigener, erzeugerLookupFailed: true };
  }
}
