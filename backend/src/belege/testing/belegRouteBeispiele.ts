import { uuidFromName } from '../../platform/decider/commandHandler';
import type { DemoIds } from '../../testing/demoIds';
import { PDF, type RouteBeispiele } from '../../testing/routeBeispiel';

/** An order's receipts are read with the order's scope. */
const ORDER = (i: DemoIds) => ({ bereich: 'auftraege' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
/** Receipts (issue 20): Musterbau's demo delivery note from Entsorgung Nord, only captured (backend/src/demo/demoBelege.ts). */
const BELEG = (i: DemoIds) => ({ bereich: 'belege' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
const belegId = () => uuidFromName('demo-beleg/erfasst');
const emailEintragId = () => uuidFromName('demo-rechnung-email/keiner');
const belegFelder = {
  typ: 'lieferschein',
  nummer: 'LS-MATRIX',
  positionen: [{ abfallschluessel: '17 01 07', menge: '1,5', einheit: 't' }],
};
/** A CSV import of one delivery note for Musterbau from Entsorgung Nord (support tab "CSV-Import"). */
const BELEG_CSV =
  'Belegnummer;Belegart;Belegdatum;Erzeuger;Entsorger;Anfallstelle;Empfänger;AVV;Menge;Einheit;Behälterkategorie;Behälter;Behälteranzahl\n' +
  'LS-CSV-MATRIX;Lieferschein;20.11.2026;Musterbau GmbH;Entsorgung Nord GmbH;Baustelle Wohnpark Eppendorf;Musterbau GmbH;17 01 07;1,5;t;Absetzmulde;Absetzmulde 7 m³;1\n';

/** Receipts (issue 20): capture, review, the invoice e-mail import, the CSV import and the service overview. */
export const belegRouteBeispiele: RouteBeispiele = {
  'GET /v1/rechnungen': () => ({ query: { filter: JSON.stringify({ status: 'ERFASST', q: 'LS' }) } }),
  'POST /v1/rechnungen': (i) => ({
    form: {
      fields: { beleg: JSON.stringify({ ...belegFelder, erzeugerId: i.musterbau, entsorgerId: i.nord }) },
      files: { datei: { data: PDF, name: 'beleg.pdf', typ: 'application/pdf' } },
    },
    mandant: BELEG(i),
  }),
  'GET /v1/rechnungen/:id': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  'GET /v1/rechnungen/:id/datei': (i) => ({
    params: { id: belegId() },
    mandant: BELEG(i),
    leer404: 'Zu diesem Beleg ist keine Datei hinterlegt.',
  }),
  'GET /v1/rechnungen/filterOptionen': () => ({}),
  'GET /v1/auftrag/:id/belege': (i) => ({ params: { id: i.auftrag }, mandant: ORDER(i) }),
  'GET /v1/rechnungen/:id/historie': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  'GET /v1/rechnungen/:id/vorschlaege': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  'PUT /v1/rechnungen/:id': (i) => ({ params: { id: belegId() }, body: belegFelder, mandant: BELEG(i) }),
  'POST /v1/rechnungen/:id/zuordnen': (i) => ({ params: { id: belegId() }, body: { auftragIds: [i.auftrag] }, mandant: BELEG(i) }),
  'POST /v1/rechnungen/:id/pruefen': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  'POST /v1/rechnungen/:id/freigeben': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  'POST /v1/rechnungen/:id/fehlerhaft': (i) => ({ params: { id: belegId() }, body: { begruendung: 'Menge fehlt.' }, mandant: BELEG(i) }),
  'DELETE /v1/rechnungen/:id': (i) => ({ params: { id: belegId() }, mandant: BELEG(i) }),
  // Invoice e-mail import (issue 20, staff only): no entry in the demo data, so an allowed call answers 404 with its message.
  'GET /v1/rechnungen/emails': () => ({}),
  'GET /v1/rechnungen/emails/:id/datei': () => ({ params: { id: emailEintragId() }, leer404: 'Diese E-Mail-Anlage gibt es nicht (mehr).' }),
  'POST /v1/rechnungen/emails/:id/freigeben': (i) => ({
    params: { id: emailEintragId() },
    body: { erzeugerId: i.musterbau, entsorgerId: i.nord },
  }),
  'POST /v1/rechnungen/emails/:id/fehlerhaft': () => ({ params: { id: emailEintragId() }, body: { begruendung: 'Keine Rechnung.' } }),
  'DELETE /v1/rechnungen/emails/:id': () => ({ params: { id: emailEintragId() } }),
  'POST /v1/rechnungen/emails/abrufen': () => ({}),
  'POST /v1/aiinvoice': () => ({ form: { files: { datei: { data: PDF, name: 'rechnung.pdf', typ: 'application/pdf' } } } }),
  'POST /v1/rechnungen/leistungsuebersicht': (i) => ({
    body: { auftragIds: [i.auftrag] },
    mandant: BELEG(i),
  }),
  'GET /v1/rechnungen/csv-import/vorlage': () => ({}),
  'POST /v1/rechnungen/csv-import': (i) => ({
    form: { files: { datei: { data: Buffer.from(BELEG_CSV, 'utf8'), name: 'belege.csv', typ: 'text/csv' } } },
    mandant: BELEG(i),
  }),
};
