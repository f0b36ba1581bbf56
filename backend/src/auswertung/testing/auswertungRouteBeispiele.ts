import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

/** Evaluations (issue 21): Musterbau's figures, readable for whom scopeOf('auswertung') reaches it. */
const AUSWERTUNG = (i: DemoIds) => ({ bereich: 'auswertung' as const, erzeugerId: i.musterbau });

/** Evaluations (issue 21) and the dashboard's saved preferences. */
export const auswertungRouteBeispiele: RouteBeispiele = {
  'GET /v1/overview': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: AUSWERTUNG(i) }),
  'GET /v1/erzeuger/:id/standorte': (i) => ({ params: { id: i.musterbau }, mandant: AUSWERTUNG(i) }),
  'GET /v1/auswertung/abfallstrom': (i) => ({
    query: { erzeugerId: i.musterbau, von: '2025-01-01', bis: '2026-12-31' },
    mandant: AUSWERTUNG(i),
  }),
  'GET /v1/auswertung/kpi': (i) => ({ query: { erzeugerId: i.musterbau, kacheln: 'GESAMTMENGE,KOSTEN' }, mandant: AUSWERTUNG(i) }),
  'GET /v1/auswertung/abfallstrom/sankey.pdf': (i) => ({
    query: { erzeugerId: i.musterbau, von: '2025-01-01', bis: '2026-12-31' },
    mandant: AUSWERTUNG(i),
  }),
  'GET /v1/auswertung/abfallstrom/tabelle': (i) => ({
    query: { erzeugerId: i.musterbau, format: 'xlsx' },
    mandant: AUSWERTUNG(i),
  }),
  'GET /v1/user-preferences/:scope': () => ({ params: { scope: 'dashboard.kpi' } }),
  'PUT /v1/user-preferences/:scope': () => ({
    params: { scope: 'dashboard.kpi' },
    body: { wert: { kacheln: ['GESAMTMENGE', 'KOSTEN'], zeitraum: 'JAHR', anfallstelleIds: [] } },
  }),
};
