import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const ERZEUGER = (i: DemoIds) => ({ bereich: 'erzeuger' as const, erzeugerId: i.musterbau });

/** QR codes of Musterbau's sites (support). */
export const qrcodeRouteBeispiele: RouteBeispiele = {
  'GET /v1/support/qrcodes/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/support/qrcodes/:erzeugerId/pdf': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
};
