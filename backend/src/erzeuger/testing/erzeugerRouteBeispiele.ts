import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const mandant = (i: DemoIds, id?: number) => ({
  ...(id ? { id } : {}),
  name: id ? 'Musterbau GmbH' : 'Neubau Matrix GmbH',
  typ: 'ERZEUGER',
  strasse: 'Industriestraße 12',
  plz: '20097',
  ort: 'Hamburg',
  brancheId: i.branche,
  vertragId: i.vertrag,
});
const ERZEUGER = (i: DemoIds) => ({ bereich: 'erzeuger' as const, erzeugerId: i.musterbau });
const BENUTZER = (i: DemoIds) => ({ bereich: 'benutzerverwaltung' as const, erzeugerId: i.musterbau });

/** Producers: Musterbau, and Gartenbau to approve. */
export const erzeugerRouteBeispiele: RouteBeispiele = {
  'GET /v1/erzeuger': () => ({}),
  'GET /v1/erzeuger/info': (i) => ({ query: { id: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/erzeuger/forBenutzer': () => ({}),
  'GET /v1/erzeuger/create': () => ({}),
  'POST /v1/erzeuger/create': (i) => ({ form: { fields: { mandant: JSON.stringify(mandant(i)) } } }),
  'POST /v1/erzeuger/edit': (i) => ({ form: { fields: { mandant: JSON.stringify(mandant(i, i.musterbau)) } } }),
  'PUT /v1/erzeuger/mergeMandant': (i) => ({ body: { discardMandantId: i.gartenbau, keepMandantId: i.korn }, zerstoerend: true }),
  'GET /v1/erzeuger/benutzerList': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/erzeuger/kunden': () => ({ mandant: { bereich: 'erzeugerKunden' } }),
  'POST /v1/erzeuger/:id/inviteAll': (i) => ({ params: { id: i.musterbau }, mandant: BENUTZER(i) }),
  'GET /v1/erzeuger/:id/logo': (i) => ({ params: { id: i.musterbau }, leer404: '*' }),
  'GET /v1/erzeuger/:id/signatur': (i) => ({ params: { id: i.musterbau }, leer404: '*' }),
  'GET /v1/erzeuger/:id': (i) => ({ params: { id: i.musterbau } }),
  'DELETE /v1/erzeuger/:id': (i) => ({ params: { id: i.musterbau }, zerstoerend: true }),
  'PUT /v1/erzeuger/:id/freigeben': (i) => ({ params: { id: i.gartenbau } }),
};
