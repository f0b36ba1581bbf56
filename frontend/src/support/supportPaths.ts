import type { RouteKey } from '@abfallportal/common/permissions';
import { entsorgerPaths } from '../entsorger/entsorgerPaths';

/** Every URL of the support area (spec § 2): /support opens its first tab. */
export const supportPaths = {
  root: '/support',
  erzeugerRoute: 'erzeuger',
  erzeuger: '/support/erzeuger',
} as const;

export type SupportTab = { label: string; path: string; routeKey: RouteKey };

/**
 * The tabs of spec § 2 whose screens exist; Entsorger (supportEntsorger) and Verbleibsanlagen
 * (supportVerbleibsanlagen) join this list when their screens are built.
 */
export const SUPPORT_TABS: readonly SupportTab[] = [
  { label: 'support.tabs.erzeuger', path: supportPaths.erzeuger, routeKey: 'supportErzeuger' },
  { label: 'entsorger.support.titel', path: entsorgerPaths.support, routeKey: 'supportEntsorger' },
];
