import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Single sign-on: both calls end or start a session. */
export const ssoRouteBeispiele: RouteBeispiele = {
  'GET /sso/start': () => ({ zerstoerend: true }),
  'GET /sso/callback': () => ({ query: { code: 'x', state: 'y' }, zerstoerend: true }),
};
