import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Help: the customer service form and the status groups. */
export const hilfeRouteBeispiele: RouteBeispiele = {
  'GET /v1/customerservice': () => ({}),
  'PUT /v1/customerservice': () => ({
    body: { thema: 'SONSTIGES', betreff: 'Frage zum Portal', nachricht: 'Wie lege ich eine neue Anfallstelle an?' },
  }),
  'GET /v1/statusgruppe': () => ({}),
};
