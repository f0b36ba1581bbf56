import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { uuidFromName } from '../../platform/decider/commandHandler';
import type { DemoIds } from '../../testing/demoIds';
import { PDF, type RouteBeispiele } from '../../testing/routeBeispiel';

const DOKU = (i: DemoIds) => ({ bereich: 'dokumentation' as const, erzeugerId: i.musterbau });
const abfallmengeId = () => uuidFromName(`demo-abfallmenge/hafencity/${heuteInBerlin(new Date()).slice(0, 4)}/bauschutt`);
const abfallmenge = (i: DemoIds) => ({
  anfallstelleId: i.anfallstelle,
  abfallschluessel: '17 01 07',
  leistungsjahr: 2026,
  menge: '1,250',
  einheit: 't',
  rhythmus: 'ENTSORGUNG',
  entsorgungsverfahren: 'R5',
  verbleibsanlageId: i.verbleibsanlage,
});

/** Documentation (issue 20): Musterbau's sites and its demo quantity (backend/src/demo/demoAbfallmengen.ts). */
export const dokumentationRouteBeispiele: RouteBeispiele = {
  'GET /v1/dokumentation/:erzeugerId/zeitraeume': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: DOKU(i) }),
  'GET /v1/dokumentation/:erzeugerId/standorte': (i) => ({ params: { erzeugerId: i.musterbau }, query: { jahr: 2026 }, mandant: DOKU(i) }),
  'GET /v1/dokumentation/:erzeugerId/standorte/:anfallstelleId': (i) => ({
    params: { erzeugerId: i.musterbau, anfallstelleId: i.anfallstelle },
    query: { jahr: 2026 },
    mandant: DOKU(i),
  }),
  'POST /v1/dokumentation/:erzeugerId/abfallmengen': (i) => ({
    params: { erzeugerId: i.musterbau },
    form: { fields: { abfallmenge: JSON.stringify(abfallmenge(i)) } },
    mandant: DOKU(i),
  }),
  'GET /v1/dokumentation/:erzeugerId/groups': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: DOKU(i) }),
  'GET /v1/dokumentation/:erzeugerId/ausnahmen': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: DOKU(i) }),
  'GET /v1/dokumentation/:erzeugerId/belegeByNummer': (i) => ({
    params: { erzeugerId: i.musterbau },
    query: { belegNummer: 'RE-2026' },
    mandant: DOKU(i),
  }),
  'GET /v1/dokumentation/abfallmengen/:id': (i) => ({ params: { id: abfallmengeId() }, mandant: DOKU(i) }),
  'GET /v1/dokumentation/abfallmengen/:id/zertifikat': (i) => ({
    params: { id: abfallmengeId() },
    mandant: DOKU(i),
    leer404: 'Zu dieser Abfallmenge ist kein Zertifikat hinterlegt.',
  }),
  'PUT /v1/dokumentation/abfallmengen/:id': (i) => ({ params: { id: abfallmengeId() }, body: abfallmenge(i), mandant: DOKU(i) }),
  'POST /v1/dokumentation/abfallmengen/:id/zertifikat': (i) => ({
    params: { id: abfallmengeId() },
    form: { files: { zertifikat: { data: PDF, name: 'zertifikat.pdf', typ: 'application/pdf' } } },
    mandant: DOKU(i),
  }),
  'DELETE /v1/dokumentation/abfallmengen/:id': (i) => ({ params: { id: abfallmengeId() }, mandant: DOKU(i) }),
};
