import { uuidFromName } from '../../platform/decider/commandHandler';
import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const EXPORT = (i: DemoIds) => ({ bereich: 'dokumentation' as const, erzeugerId: i.musterbau, bedarf: 'read' as const });
const exportZeitraum = { beginn: '2020-01-01', ende: '2030-12-31' };

/** Exports (issue 20): Musterbau's documentation over a period that holds its demo receipts. */
export const exportRouteBeispiele: RouteBeispiele = {
  'POST /v1/exporter/pdf/standort/:anfallstelleId': (i) => ({
    params: { anfallstelleId: i.anfallstelle },
    body: exportZeitraum,
    mandant: EXPORT(i),
  }),
  'POST /v1/exporter/pdf/alle-standorte/:erzeugerId': (i) => ({
    params: { erzeugerId: i.musterbau },
    body: exportZeitraum,
    mandant: EXPORT(i),
  }),
  'POST /v1/exporter/xlsx/mandant/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, body: exportZeitraum, mandant: EXPORT(i) }),
  'POST /v1/exporter/xlsx/holding/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, body: exportZeitraum, mandant: EXPORT(i) }),
  'POST /v1/exporter/gewabfv/standort/:anfallstelleId': (i) => ({
    params: { anfallstelleId: i.anfallstelle },
    body: { beginn: `${new Date().getFullYear()}-01-01`, ende: `${new Date().getFullYear()}-12-31` },
    mandant: EXPORT(i),
  }),
  'GET /v1/exporter/:id': (i) => ({
    params: { id: uuidFromName('beispiel-export') },
    mandant: EXPORT(i),
    leer404: 'Diesen Export gibt es nicht.',
  }),
  'GET /v1/exporter/:id/download': (i) => ({
    params: { id: uuidFromName('beispiel-export') },
    mandant: EXPORT(i),
    leer404: 'Diesen Export gibt es nicht.',
  }),
};
