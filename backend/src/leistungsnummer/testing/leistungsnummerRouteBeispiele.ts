import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const leistungsnummer = (i: DemoIds) => ({
  nummer: 'LN-9001',
  beschreibung: 'Bauschutt in der Absetzmulde',
  abfallschluessel: '17 01 07',
  auftragsart: 'BEHAELTERSTELLUNG',
  behaelterkategorieId: i.behaelterkategorie,
  behaeltertypId: i.behaeltertyp,
  bundesland: 'Hamburg',
});
const NUMMERN = (i: DemoIds) => ({ bereich: 'leistungsnummern' as const, erzeugerId: i.musterbau });

/** Service numbers of Musterbau. */
export const leistungsnummerRouteBeispiele: RouteBeispiele = {
  'GET /v1/custom/bela/leistungsnummer/optionen': () => ({}),
  'GET /v1/custom/bela/leistungsnummer': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: NUMMERN(i) }),
  'POST /v1/custom/bela/leistungsnummer': (i) => ({ body: { ...leistungsnummer(i), erzeugerId: i.musterbau }, mandant: NUMMERN(i) }),
  'GET /v1/custom/bela/leistungsnummer/:id': (i) => ({ params: { id: i.leistungsnummer }, mandant: NUMMERN(i) }),
  'PUT /v1/custom/bela/leistungsnummer/:id': (i) => ({
    params: { id: i.leistungsnummer },
    body: { ...leistungsnummer(i), nummer: 'LN-9002' },
    mandant: NUMMERN(i),
  }),
  'DELETE /v1/custom/bela/leistungsnummer/:id': (i) => ({ params: { id: i.leistungsnummer }, mandant: NUMMERN(i) }),
};
