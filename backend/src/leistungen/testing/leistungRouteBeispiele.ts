import type { DemoIds } from '../../testing/demoIds';
import type { RouteBeispiele } from '../../testing/routeBeispiel';

const leistung = (i: DemoIds) => ({
  typ: 'ENTSORGUNG',
  gueltigVon: '2030-01-01',
  gueltigBis: '2030-12-31',
  erzeugerId: i.musterbau,
  anfallstelleId: null,
  entsorgerId: i.nord,
  abfallschluessel: '17 09 04',
  behaelterkategorie: 'BigBag',
  behaelterId: null,
  einheit: 't',
  preise: [{ bezeichnung: 'Entsorgung je t', preis: 210, einheit: 't' }],
});
/** Musterbau's agreement with Entsorgung Nord: the producer's (VIEW_OWN_LEISTUNG) and the disposer's record alike. */
const VEREINBARUNG = (i: DemoIds) => ({ bereich: 'preise' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
/** A disposer's customers and the price form's choices (spec § 6: "Disposer detail and prices", CREATE_MANDANT). */
const KUNDEN = (i: DemoIds) => ({ bereich: 'entsorgerKunden' as const, entsorgerId: i.nord });

/** Price agreements and a disposer's customers: Musterbau's agreement with Entsorgung Nord. */
export const leistungRouteBeispiele: RouteBeispiele = {
  // The list is scoped to the caller; a user without any price scope (no VIEW_OWN_LEISTUNG) is refused (spec § 6, Own prices).
  'GET /v1/leistung': () => ({ mandant: { bereich: 'preise' } }),
  'GET /v1/leistung/optionen': (i) => ({ query: { entsorgerId: i.nord }, mandant: KUNDEN(i) }),
  'GET /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, mandant: VEREINBARUNG(i) }),
  'POST /v1/leistung': (i) => ({ body: leistung(i), mandant: VEREINBARUNG(i) }),
  'PUT /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, body: leistung(i), mandant: VEREINBARUNG(i) }),
  'DELETE /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, mandant: VEREINBARUNG(i) }),
  'GET /v1/entsorger/:id/kunden': (i) => ({ params: { id: i.nord }, mandant: KUNDEN(i) }),
  'GET /v1/entsorger/:id/kundenbereich': (i) => ({ params: { id: i.nord }, mandant: KUNDEN(i) }),
};
