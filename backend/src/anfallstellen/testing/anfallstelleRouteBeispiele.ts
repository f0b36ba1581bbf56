import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const anfallstelle = (erzeugerId?: number) => ({
  ...(erzeugerId ? { erzeugerId } : {}),
  name: 'Baustelle Matrix',
  art: 'BAUSTELLE',
  strasse: 'Teststraße 1',
  plz: '20095',
  ort: 'Hamburg',
});
const SITES = (i: DemoIds) => ({ bereich: 'anfallstellen' as const, erzeugerId: i.musterbau });

/** Sites: Musterbau's first demo site. */
export const anfallstelleRouteBeispiele: RouteBeispiele = {
  'GET /v1/anfallstelle': () => ({}),
  'GET /v1/anfallstelle/erzeuger/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i) }),
  'POST /v1/anfallstelle': (i) => ({
    form: { fields: { customContextDto: JSON.stringify(anfallstelle(i.musterbau)) } },
    mandant: SITES(i),
  }),
  'PUT /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, body: anfallstelle(), mandant: SITES(i) }),
  'DELETE /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id/activate': (i) => ({ params: { id: i.anfallstelle }, query: { aktiv: 'true' }, mandant: SITES(i) }),
  'PUT /v1/anfallstelle/:id/activate': (i) => ({ params: { id: i.anfallstelle }, query: { aktiv: 'true' }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id/bild': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i), leer404: 'Es ist kein Foto hinterlegt.' }),
  'GET /v1/anfallstelle/:id/skizze': (i) => ({
    params: { id: i.anfallstelle },
    mandant: SITES(i),
    leer404: 'Es ist keine Skizze hinterlegt.',
  }),
};
