import type { DemoIds } from '../../testing/demoIds';
import { PDF, PNG, type RouteBeispiele } from '../../testing/routeBeispiel';

const ORDER = (i: DemoIds) => ({ bereich: 'auftraege' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
/** An order's internal note: the producer's and staff's, not the disposer's. */
const NOTIZ = (i: DemoIds) => ({ bereich: 'auftragNotiz' as const, erzeugerId: i.musterbau });
/** The producer's changes to an order (problem, photo, waste type, delete): the producer's and staff's, not the disposer's. */
const ERZEUGERSEITE = (i: DemoIds) => ({ bereich: 'auftragErzeugerseite' as const, erzeugerId: i.musterbau });

/** Orders, offers and the order workflow: Musterbau's demo order with Entsorgung Nord and its offer request. */
export const auftragRouteBeispiele: RouteBeispiele = {
  'POST /v1/auftrag': (i) => ({
    body: {
      erzeugerId: i.musterbau,
      anfallstelleId: i.anfallstelle,
      wunschLiefertermin: '2030-03-04',
      fraktionId: i.fraktion,
      abfallschluessel: '170904',
      behaelterId: i.behaeltertyp,
      anzahl: 1,
      entsorgerId: i.nord,
      ohnePreisBestaetigt: true,
    },
    mandant: ORDER(i),
  }),
  'GET /v1/auftrag': () => ({}),
  'GET /v1/auftrag/offen': () => ({ query: { page: 1, pageSize: 25, sortBy: 'dueInDays', sortDesc: 'undefined' } }),
  'POST /v1/auftrag/find': () => ({ body: { erzeugerSearch: 'Musterbau' } }),
  'GET /v1/auftrag/:id': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/auftrag/:id/historie': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/auftrag/:id/leistungsuebersicht': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'POST /v1/auftrag/:id/updateVorgangsKommentar': (i) => ({ params: { id: i.auftrag }, body: { kommentar: 'Matrix' }, mandant: NOTIZ(i) }),
  'GET /v1/auftrag/timeAndPlace': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: ORDER(i) }),
  'GET /v1/auftrag/wertstoff': (i) => ({ query: { erzeugerId: i.musterbau, anfallstelleId: i.anfallstelle }, mandant: ORDER(i) }),
  'GET /v1/auftrag/behaelterOptions/:fraktionId': (i) => ({ params: { fraktionId: i.fraktion } }),
  'GET /v1/auftrag/sortedEntsorgerIdsAndPreisInfo': (i) => ({
    query: { erzeugerId: i.musterbau, anfallstelleId: i.anfallstelle, abfallschluessel: '170904', behaelterId: i.behaeltertyp },
    mandant: ORDER(i),
  }),
  'POST /v1/auftrag/preis': (i) => ({
    body: {
      erzeugerId: i.musterbau,
      anfallstelleId: i.anfallstelle,
      abfallschluessel: '170904',
      behaelterId: i.behaeltertyp,
      datum: '2030-03-04',
    },
    mandant: ORDER(i),
  }),
  'POST /v1/auftrag/checkBestellwertGrenze': (i) => ({ body: { erzeugerId: i.musterbau, betrag: 10 }, mandant: ORDER(i) }),
  'POST /v1/auftrag/nachtrag': (i) => ({
    body: {
      erzeugerId: i.musterbau,
      anfallstelleId: i.anfallstelle,
      fraktionId: i.fraktion,
      abfallschluessel: '170904',
      behaelterId: i.behaeltertyp,
      anzahl: 1,
      entsorgerId: i.nord,
      liefertermin: '2026-01-05',
    },
    mandant: ORDER(i),
  }),
  'POST /v1/auftrag/:id/report-problem': (i) => ({
    params: { id: i.auftrag },
    body: { beschreibung: 'Matrix' },
    mandant: ERZEUGERSEITE(i),
  }),
  'PUT /v1/auftrag/:id': (i) => ({ params: { id: i.auftrag }, body: { kommentar: 'Matrix' }, mandant: ORDER(i) }),
  // Only cancelled or declined orders can be deleted; the matrix checks who is refused.
  'DELETE /v1/auftrag/:id': (i) => ({ params: { id: i.auftrag }, mandant: ERZEUGERSEITE(i), zerstoerend: true }),
  'GET /v1/auftrag/:id/auftragsbild': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i), leer404: 'Es ist kein Foto hinterlegt.' }),
  'POST /v1/auftrag/:id/auftragsbild': (i) => ({
    params: { id: i.auftrag },
    form: { files: { auftragsbild: { data: PNG, name: 'foto.png', typ: 'image/png' } } },
    mandant: ERZEUGERSEITE(i),
  }),
  'DELETE /v1/auftrag/:id/auftragsbild': (i) => ({ params: { id: i.auftrag }, mandant: ERZEUGERSEITE(i) }),
  'POST /v1/auftrag/:id/abfallart/vorschau': (i) => ({
    params: { id: i.auftrag },
    body: { fraktionId: i.fraktion, abfallschluessel: '170904' },
    mandant: ERZEUGERSEITE(i),
  }),
  'POST /v1/auftrag/:id/abfallart': (i) => ({
    params: { id: i.auftrag },
    body: { fraktionId: i.fraktion, abfallschluessel: '170904' },
    mandant: ERZEUGERSEITE(i),
  }),
  'GET /v1/workflow/stateTransitions/:id': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/workflow/entsorgerStateTransitions/:id': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/workflow/forceStateTransition/:id': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'POST /v1/workflow/forceStateTransition/:id': (i) => ({
    params: { id: i.auftrag },
    body: { status: 'BESTELLUNG', wunschLiefertermin: '2030-03-04' },
    mandant: ORDER(i),
  }),
  'POST /v1/workflow/:aktion/:id': (i) => ({ params: { aktion: 'erinnern', id: i.auftrag }, body: {}, mandant: ORDER(i) }),
  'GET /v1/public/workflow/:aktion/:token': (i) => ({ params: { aktion: 'bestellungAnnehmen', token: i.token } }),
  'POST /v1/public/workflow/:aktion/:token': (i) => ({ params: { aktion: 'bestellungAnnehmen', token: i.token }, body: {} }),
  'GET /v1/auftrag/freigeber': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: ORDER(i) }),
  'GET /v1/auftrag/:id/angebote': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/auftrag/:id/angebote/:entsorgerId/pdf': (i) => ({
    params: { id: i.auftrag, entsorgerId: i.nord },
    mandant: ORDER(i),
    leer404: 'Zu diesem Angebot gibt es kein PDF.',
  }),
  'POST /v1/auftrag/:id/angebotErfassen': (i) => ({
    params: { id: i.auftrag },
    body: { entsorgerId: i.nord, preis: 480, kommentar: 'per Telefon' },
    mandant: ORDER(i),
  }),
  // The producer's decision: a disposer reaches the order but never accepts offers.
  'POST /v1/workflow/angebotAnnehmen/:id': (i) => ({
    params: { id: i.auftrag },
    body: { entsorgerId: i.nord, wunschdatum: '2030-01-15', kommentar: null },
    mandant: { bereich: 'auftraege' as const, erzeugerId: i.musterbau },
  }),
  // Issue 28: only the asked disposer's own users offer in the portal (scope entsorgerAntwort); staff and producers are refused.
  'POST /v1/auftrag/:id/angebotAbgeben': (i) => ({
    params: { id: i.anfrage },
    form: {
      fields: { preis: '480,00', kommentar: 'Matrix' },
      files: { pdfFile: { data: PDF, name: 'angebot.pdf', typ: 'application/pdf' } },
    },
    mandant: { bereich: 'entsorgerAntwort' as const, entsorgerId: i.nord },
  }),
  'POST /v1/public/workflow/angebotabgeben/:token': (i) => ({
    params: { token: i.token },
    form: {
      fields: { preis: '480,00', kommentar: 'Matrix' },
      files: { pdfFile: { data: PDF, name: 'angebot.pdf', typ: 'application/pdf' } },
    },
  }),
};
