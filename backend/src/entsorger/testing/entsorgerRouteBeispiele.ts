import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const entsorgerDaten = { name: 'Entsorgung Matrix GmbH', strasse: 'Hafenweg 1', plz: '20359', ort: 'Hamburg' };
const ENTSORGER_DES_ERZEUGERS = (i: DemoIds) => ({ bereich: 'entsorgerDesErzeugers' as const, erzeugerId: i.musterbau });

/** Disposers and a producer's disposers (customer numbers). */
export const entsorgerRouteBeispiele: RouteBeispiele = {
  'GET /v1/entsorger/approved': () => ({}),
  'GET /v1/entsorger/unapproved': () => ({}),
  'PUT /v1/entsorger/approve/:id': (i) => ({ params: { id: i.west } }),
  'PUT /v1/entsorger/mergeMandant': (i) => ({ body: { keepEntsorgerId: i.nord, discardEntsorgerId: i.sued }, zerstoerend: true }),
  'GET /v1/entsorger/forErzeuger': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'GET /v1/entsorger/forErzeuger/search': (i) => ({ query: { erzeugerId: i.musterbau, q: 'Süd' }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'PUT /v1/entsorger/forErzeuger/activate': (i) => ({
    body: { kundennummerId: i.kundennummer, entsorgerMandantId: i.nord, aktiv: true },
    mandant: ENTSORGER_DES_ERZEUGERS(i),
  }),
  'POST /v1/entsorger/forErzeuger': (i) => ({
    body: { erzeugerId: i.musterbau, kundennummer: 'KD-MATRIX', entsorgerMandantId: i.sued },
    mandant: ENTSORGER_DES_ERZEUGERS(i),
  }),
  'GET /v1/entsorger/forErzeuger/:id': (i) => ({ params: { id: i.kundennummer }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'PUT /v1/entsorger/forErzeuger/:id': (i) => ({
    params: { id: i.kundennummer },
    body: { kundennummer: 'KD-100234' },
    mandant: ENTSORGER_DES_ERZEUGERS(i),
  }),
  'DELETE /v1/entsorger/forErzeuger/:id': (i) => ({ params: { id: i.kundennummer }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'POST /v1/entsorger/startDatenabfrage/:id': (i) => ({ params: { id: i.kundennummer }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'GET /v1/entsorger/getZeitpunkt/:id': (i) => ({ params: { id: i.kundennummer }, mandant: ENTSORGER_DES_ERZEUGERS(i) }),
  'POST /v1/entsorger': () => ({ body: entsorgerDaten }),
  'GET /v1/entsorger/:id': (i) => ({ params: { id: i.nord }, mandant: { bereich: 'entsorgerStamm', entsorgerId: i.nord } }),
  'PUT /v1/entsorger/:id': (i) => ({
    params: { id: i.west },
    body: { name: 'Container-Dienst West GmbH', strasse: 'Rheinallee 77', plz: '40221', ort: 'Düsseldorf' },
  }),
  'DELETE /v1/entsorger/:id': (i) => ({ params: { id: i.west }, zerstoerend: true }),
};
