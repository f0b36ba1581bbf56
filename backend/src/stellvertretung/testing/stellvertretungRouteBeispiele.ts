import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Acting on behalf of a user or a producer, and what was changed meanwhile. */
export const stellvertretungRouteBeispiele: RouteBeispiele = {
  'PUT /v1/session/runAsBenutzer/:name': () => ({ params: { name: 'inhaber@musterbau.example' }, zerstoerend: true }),
  'PUT /v1/session/runAsBenutzer': () => ({ zerstoerend: true }),
  'PUT /v1/session/assumeMandantPerspective/:id': (i) => ({ params: { id: i.musterbau }, zerstoerend: true }),
  'DELETE /v1/session/assumeMandantPerspective': () => ({ zerstoerend: true }),
  'GET /v1/session/protokoll': () => ({}),
  'GET /v1/session/aenderungen': () => ({}),
};
