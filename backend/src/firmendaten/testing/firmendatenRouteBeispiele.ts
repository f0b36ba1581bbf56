import type { DemoIds } from '../../testing/demoIds';
import { PDF, PNG, type RouteBeispiele } from '../../testing/routeBeispiel';

const adresse = { name: 'Lager Süd', strasse: 'Südweg 2', plz: '20095', ort: 'Hamburg', land: 'Deutschland' };
const FIRMA = (i: DemoIds) => ({ bereich: 'firmendaten' as const, erzeugerId: i.musterbau });

/** Company data of Musterbau: addresses, head office, contact, power of attorney. */
export const firmendatenRouteBeispiele: RouteBeispiele = {
  ...(Object.fromEntries(
    (['firmenadressen', 'rechnungsadressen'] as const).flatMap((art) => {
      const id = (i: DemoIds) => (art === 'firmenadressen' ? i.firmenadresse : i.rechnungsadresse);
      return [
        [`GET /v1/firmendaten/${art}`, (i: DemoIds) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) })],
        [`POST /v1/firmendaten/${art}`, (i: DemoIds) => ({ query: { erzeugerId: i.musterbau }, body: adresse, mandant: FIRMA(i) })],
        [
          `GET /v1/firmendaten/${art}/:id`,
          (i: DemoIds) => ({ params: { id: id(i) }, query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
        ],
        [
          `PUT /v1/firmendaten/${art}/:id`,
          (i: DemoIds) => ({ params: { id: id(i) }, query: { erzeugerId: i.musterbau }, body: adresse, mandant: FIRMA(i) }),
        ],
        [
          `DELETE /v1/firmendaten/${art}/:id`,
          (i: DemoIds) => ({ params: { id: id(i) }, query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
        ],
      ];
    }),
  ) as RouteBeispiele),
  'GET /v1/firmendaten/firmenhauptsitz': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
  'PUT /v1/firmendaten/firmenhauptsitz': (i) => ({
    query: { erzeugerId: i.musterbau },
    body: { strasse: 'Industriestraße 12', plz: '20097', ort: 'Hamburg', land: 'Deutschland', ustId: '' },
    mandant: FIRMA(i),
  }),
  'GET /v1/firmendaten/kontaktdaten': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
  'PUT /v1/firmendaten/kontaktdaten': (i) => ({
    query: { erzeugerId: i.musterbau },
    body: { telefon: '040 123456', fax: '', supportEmail: '', rechnungsEmail: '' },
    mandant: FIRMA(i),
  }),
  'GET /v1/firmendaten/vollmacht/vorlage': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
  'GET /v1/firmendaten/vollmacht': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i) }),
  'GET /v1/firmendaten/vollmacht/datei': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i), leer404: '*' }),
  'POST /v1/firmendaten/firmenhauptsitz/logo': (i) => ({
    query: { erzeugerId: i.musterbau },
    form: { files: { logo: { data: PNG, name: 'logo.png', typ: 'image/png' } } },
    mandant: FIRMA(i),
  }),
  'GET /v1/firmendaten/firmenhauptsitz/logo': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: FIRMA(i), leer404: '*' }),
  'POST /v1/firmendaten/vollmacht': (i) => ({
    query: { erzeugerId: i.musterbau },
    form: { files: { datei: { data: PDF, name: 'vollmacht.pdf', typ: 'application/pdf' } } },
    mandant: FIRMA(i),
  }),
};
