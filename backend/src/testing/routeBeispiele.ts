import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { ScopeArea } from '@abfallportal/common/permissions';
import { uuidFromName } from '../platform/decider/commandHandler';
import type { RouteSpec } from '../platform/http/route';
import { idVon } from './idVon';
import type { TestApp } from './testApp';

/**
 * One concrete call per registered route (issue 17, item 1): the path parameters, query and body
 * the route-wide tests (CSRF, fuzz, permission matrix) send, resolved from the demo data at test
 * time. A route without an example fails those tests, so a new route brings its example along.
 * Examples are keyed `METHOD /path` exactly as the route is registered; examples of routes that
 * are not registered (yet) are simply unused.
 */
export type RouteBeispiel = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body (valid, so a refused call is refused for who asks, not for what they sent). */
  body?: unknown;
  /** A multipart form instead of a JSON body. */
  form?: { fields?: Record<string, string>; files?: Record<string, Datei> };
  /**
   * Whose record the call touches, for the permission matrix: a role may make the call when
   * `scopeOf(bereich, user, read|write)` reaches this producer or disposer. Without it the call
   * touches no tenant's record (reference data, the caller's own data, a list scoped to the caller).
   */
  mandant?: {
    bereich: ScopeArea;
    erzeugerId?: number;
    entsorgerId?: number;
    /** The scope the call needs when it is not what its method says (an export request is a POST that only reads). */
    bedarf?: 'read' | 'write';
  };
  /** An allowed call may answer 404 with exactly this message (e.g. no picture stored yet). */
  leer404?: string;
  /**
   * Carrying the call out would take other roles' ground away (deleting tenants or users, merging,
   * ending or switching the session, changing a password): the matrix checks only its refusals.
   */
  zerstoerend?: true;
};

export type Datei = { data: Buffer; name: string; typ: string };

/** The demo records the examples name. */
export type DemoIds = {
  musterbau: number;
  korn: number;
  gartenbau: number;
  nord: number;
  sued: number;
  west: number;
  anfallstelle: number;
  anfallstelleKorn: number;
  admin: number;
  support: number;
  inhaber: number;
  nutzer: number;
  inhaberKorn: number;
  dispo: number;
  verbleibsanlage: number;
  kundennummer: number;
  leistung: number;
  leistungsnummer: number;
  firmenadresse: number;
  rechnungsadresse: number;
  branche: number;
  vertrag: number;
  fraktion: number;
  behaelterkategorie: number;
  behaeltertyp: number;
  /** Musterbau's order in status BESTELLUNG (demo orders), placed with Entsorgung Nord. */
  auftrag: string;
  /** The disposer's link of that order: accept it. */
  token: string;
  /** Musterbau's offer request V-DEMO-103 to Entsorgung Nord and Container-Dienst West, not answered yet. */
  anfrage: string;
};

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * Reads the demo ids (the app must have the demo orders: `vorbereiten: loadDemoAuftraege`) and adds
 * what the demo lacks: a further company address, an invoice address and a service number of Musterbau.
 */
export async function loadDemoIds(t: TestApp): Promise<DemoIds> {
  const benutzer = (email: string) => idVon(t.db, 'benutzer', { email });
  const musterbau = await idVon(t.db, 'erzeuger', { name: 'Musterbau GmbH' });
  const nord = await idVon(t.db, 'entsorger', { name: 'Entsorgung Nord GmbH' });
  const adresse = { erzeuger_id: musterbau, name: 'Lager Nord', strasse: 'Lagerweg 1', plz: '20097', ort: 'Hamburg' };
  const weitere = async (tabelle: string): Promise<number> =>
    (await t.db(tabelle).where({ erzeuger_id: musterbau }).first('id'))?.id ??
    ((await t.db(tabelle).insert(adresse).returning('id')) as { id: number }[])[0]!.id;
  const auftrag = uuidFromName('demo-auftrag/bestellt');
  const behaelterkategorie = await idVon(t.db, 'behaelterkategorie', { name: 'Absetzmulde' });
  const behaeltertyp = await idVon(t.db, 'behaeltertyp', { typ: 'Absetzmulde' });
  const nummer = {
    erzeuger_id: musterbau,
    nummer: 'LN-DEMO',
    beschreibung: 'Bauschutt in der Absetzmulde',
    abfallschluessel: '170107',
    auftragsart: 'BEHAELTERSTELLUNG',
    behaelterkategorie_id: behaelterkategorie,
    behaeltertyp_id: behaeltertyp,
    bundesland: 'Hamburg',
  };
  const leistungsnummer =
    ((await t.db('leistungsnummer').where({ erzeuger_id: musterbau }).first('id')) as { id: number } | undefined)?.id ??
    ((await t.db('leistungsnummer').insert(nummer).returning('id')) as { id: number }[])[0]!.id;
  return {
    musterbau,
    korn: await idVon(t.db, 'erzeuger', { name: 'Bäckerei Korn KG' }),
    gartenbau: await idVon(t.db, 'erzeuger', { name: 'Gartenbau Grün OHG' }),
    nord,
    sued: await idVon(t.db, 'entsorger', { name: 'Recycling Süd AG' }),
    west: await idVon(t.db, 'entsorger', { name: 'Container-Dienst West GmbH' }),
    anfallstelle: await idVon(t.db, 'anfallstelle', { erzeuger_id: musterbau }),
    anfallstelleKorn: await idVon(t.db, 'anfallstelle', { name: 'Backstube Kiel' }),
    admin: await benutzer('admin@abfallportal.example'),
    support: await benutzer('support@abfallportal.example'),
    inhaber: await benutzer('inhaber@musterbau.example'),
    nutzer: await benutzer('nutzer@musterbau.example'),
    inhaberKorn: await benutzer('inhaber@baeckerei-korn.example'),
    dispo: await benutzer('dispo@entsorgung-nord.example'),
    verbleibsanlage: await idVon(t.db, 'verbleibsanlage', { name: 'Recyclingzentrum Nord Billwerder' }),
    kundennummer: await idVon(t.db, 'kundennummer', { erzeuger_id: musterbau, entsorger_id: nord }),
    leistung: await idVon(t.db, 'leistung', { erzeuger_id: musterbau, entsorger_id: nord }),
    leistungsnummer,
    firmenadresse: await weitere('firmenadresse'),
    rechnungsadresse: await weitere('rechnungsadresse'),
    branche: await idVon(t.db, 'branche', {}),
    vertrag: await idVon(t.db, 'vertrag', {}),
    fraktion: await idVon(t.db, 'fraktion', {}),
    behaelterkategorie,
    behaeltertyp,
    auftrag,
    token: await disposerToken(t, auftrag, 'bestellungAnnehmen'),
    anfrage: uuidFromName('demo-auftrag/angebot-offen'),
  };
}

/** The disposer's link token of an order for one action, from the order mail in the outbox. */
async function disposerToken(t: TestApp, auftragId: string, aktion: string): Promise<string> {
  const frist = Date.now() + 20_000;
  for (;;) {
    const nummer = (await t.db('auftrag_uebersicht').where({ id: auftragId }).first('vorgangsnummer')) as
      { vorgangsnummer: string } | undefined;
    const mail = nummer
      ? ((await t
          .db('mail_outbox')
          .whereRaw('betreff LIKE ?', [`%${nummer.vorgangsnummer}%`])
          .first('links')) as { links: string[] } | undefined)
      : undefined;
    const link = mail?.links.find((l) => l.includes(`/${aktion}/`));
    if (link) return link.split('/').pop()!;
    if (Date.now() > frist) throw new Error(`Kein Entsorger-Link ${aktion} für ${auftragId}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const adresse = { name: 'Lager Süd', strasse: 'Südweg 2', plz: '20095', ort: 'Hamburg', land: 'Deutschland' };
const anfallstelle = (erzeugerId?: number) => ({
  ...(erzeugerId ? { erzeugerId } : {}),
  name: 'Baustelle Matrix',
  art: 'BAUSTELLE',
  strasse: 'Teststraße 1',
  plz: '20095',
  ort: 'Hamburg',
});
const mandant = (i: DemoIds, id?: number) => ({
  ...(id ? { id } : {}),
  name: id ? 'Musterbau GmbH' : 'Neubau Matrix GmbH',
  typ: 'ERZEUGER',
  strasse: 'Industriestraße 12',
  plz: '20097',
  ort: 'Hamburg',
  brancheId: i.branche,
  vertragId: i.vertrag,
});
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
const leistungsnummer = (i: DemoIds) => ({
  nummer: 'LN-9001',
  beschreibung: 'Bauschutt in der Absetzmulde',
  abfallschluessel: '17 01 07',
  auftragsart: 'BEHAELTERSTELLUNG',
  behaelterkategorieId: i.behaelterkategorie,
  behaeltertypId: i.behaeltertyp,
  bundesland: 'Hamburg',
});
const kontakt = { anrede: 'FRAU', vorname: 'Mia', nachname: 'Matrix', telefon: '040 123456' };
const personal = { ...kontakt, email: 'matrix-personal@abfallportal.example', rolle: 'SUPPORT' };
const nutzerDaten = { ...kontakt, email: 'nutzer@musterbau.example', bestellwertGrenze: 1000 };
const verbleibsanlage = (i: DemoIds) => ({ name: 'Anlage Matrix', entsorgerId: i.nord, plz: '22113', ort: 'Hamburg' });
const entsorgerDaten = { name: 'Entsorgung Matrix GmbH', strasse: 'Hafenweg 1', plz: '20359', ort: 'Hamburg' };

type Beispiele = Record<string, (i: DemoIds) => RouteBeispiel>;

const SITES = (i: DemoIds) => ({ bereich: 'anfallstellen' as const, erzeugerId: i.musterbau });
const ORDER = (i: DemoIds) => ({ bereich: 'auftraege' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
const FIRMA = (i: DemoIds) => ({ bereich: 'firmendaten' as const, erzeugerId: i.musterbau });
const ERZEUGER = (i: DemoIds) => ({ bereich: 'erzeuger' as const, erzeugerId: i.musterbau });
const ENTSORGER_DES_ERZEUGERS = (i: DemoIds) => ({ bereich: 'entsorgerDesErzeugers' as const, erzeugerId: i.musterbau });
const BENUTZER = (i: DemoIds) => ({ bereich: 'benutzerverwaltung' as const, erzeugerId: i.musterbau });
const NUMMERN = (i: DemoIds) => ({ bereich: 'leistungsnummern' as const, erzeugerId: i.musterbau });
/** Musterbau's agreement with Entsorgung Nord: the producer's (VIEW_OWN_LEISTUNG) and the disposer's record alike. */
const VEREINBARUNG = (i: DemoIds) => ({ bereich: 'preise' as const, erzeugerId: i.musterbau, entsorgerId: i.nord });
/** A disposer's customers and the price form's choices (spec § 6: "Disposer detail and prices", CREATE_MANDANT). */
const KUNDEN = (i: DemoIds) => ({ bereich: 'entsorgerKunden' as const, entsorgerId: i.nord });
/** An order's internal note: the producer's and staff's, not the disposer's. */
const NOTIZ = (i: DemoIds) => ({ bereich: 'auftragNotiz' as const, erzeugerId: i.musterbau });
/** The producer's changes to an order (problem, photo, waste type, delete): the producer's and staff's, not the disposer's. */
const ERZEUGERSEITE = (i: DemoIds) => ({ bereich: 'auftragErzeugerseite' as const, erzeugerId: i.musterbau });
const ANLAGE = (i: DemoIds) => ({ bereich: 'verbleibsanlagen' as const, entsorgerId: i.nord });

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
const BELEG_BEISPIELE: Beispiele = {
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
};

/** Exports (issue 20): Musterbau's documentation over a period that holds its demo receipts. */
const EXPORT = (i: DemoIds) => ({ bereich: 'dokumentation' as const, erzeugerId: i.musterbau, bedarf: 'read' as const });
const exportZeitraum = { beginn: '2020-01-01', ende: '2030-12-31' };
const EXPORT_BEISPIELE: Beispiele = {
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

/** Documentation (issue 20): Musterbau's sites and its demo quantity (backend/src/demo/demoAbfallmengen.ts). */
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
/** Evaluations (issue 21): Musterbau's figures, readable for whom scopeOf('auswertung') reaches it. */
const AUSWERTUNG = (i: DemoIds) => ({ bereich: 'auswertung' as const, erzeugerId: i.musterbau });
const AUSWERTUNG_BEISPIELE: Beispiele = {
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
};

const DOKUMENTATION_BEISPIELE: Beispiele = {
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

/** Every route of the old routers (backend/src/<feature>/*Api.ts, *Router.ts), under /api. */
export const ROUTE_BEISPIELE: Beispiele = {
  // System
  'GET /v1/openapi.json': () => ({}),
  'GET /v1/config': () => ({}),
  'GET /v1/customerservice': () => ({}),
  'PUT /v1/customerservice': () => ({
    body: { thema: 'SONSTIGES', betreff: 'Frage zum Portal', nachricht: 'Wie lege ich eine neue Anfallstelle an?' },
  }),
  'GET /v1/statusgruppe': () => ({}),
  'GET /v1/user-preferences/:scope': () => ({ params: { scope: 'dashboard.kpi' } }),
  'GET /v1/support/qrcodes/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/support/qrcodes/:erzeugerId/pdf': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
  'PUT /v1/user-preferences/:scope': () => ({
    params: { scope: 'dashboard.kpi' },
    body: { wert: { kacheln: ['GESAMTMENGE', 'KOSTEN'], zeitraum: 'JAHR', anfallstelleIds: [] } },
  }),
  'GET /dev/mails': () => ({ query: { empfaenger: 'inhaber@musterbau.example' } }),

  // Sign-in (auth)
  'POST /login': () => ({
    body: { username: 'inhaber@musterbau.example', password: 'Demo-Passwort-1' },
    query: { acceptedTermsAndConditions: 'true' },
    zerstoerend: true,
  }),
  'POST /recreate-verification-code': () => ({ body: { username: 'inhaber@musterbau.example', password: 'Demo-Passwort-1' } }),
  'POST /logout': () => ({ zerstoerend: true }),
  'GET /sso/start': () => ({ zerstoerend: true }),
  'GET /sso/callback': () => ({ query: { code: 'x', state: 'y' }, zerstoerend: true }),

  // Own account (benutzer)
  'GET /v1/benutzer/info': () => ({}),
  'GET /v1/benutzer/sitzung': () => ({}),
  'POST /v1/benutzer/profil/passwortvergessen/anfrage': () => ({ body: { email: 'unbekannt@abfallportal.example' } }),
  'GET /v1/benutzer/profil/passwortvergessen/token/:token': () => ({ params: { token: 'kein-gueltiges-token' }, leer404: '*' }),
  'POST /v1/benutzer/profil/passwortvergessen': () => ({
    body: { token: 'kein-gueltiges-token', password: 'Neues-Passwort-9', passwordRepeat: 'Neues-Passwort-9' },
  }),
  'POST /v1/benutzer/password': () => ({
    body: { oldPassword: 'Demo-Passwort-1', newPassword: 'Neues-Passwort-9', newPasswordRepeat: 'Neues-Passwort-9' },
    zerstoerend: true,
  }),
  'GET /v1/benutzer/profil': () => ({}),
  'POST /v1/benutzer/profil': () => ({ form: { fields: kontakt } }),
  'GET /v1/benutzer/profil/bild': () => ({ leer404: '*' }),
  'PUT /v1/benutzer/onboarding/:schritt': () => ({ params: { schritt: 'stammdaten' }, body: { completed: true } }),

  // Staff accounts (adminBenutzer)
  'GET /v1/benutzer/admins': () => ({}),
  'POST /v1/benutzer/admins': () => ({ body: personal }),
  'GET /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support } }),
  'PUT /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support }, body: { ...personal, email: 'support@abfallportal.example' } }),
  'DELETE /v1/benutzer/admins/:id': (i) => ({ params: { id: i.support }, zerstoerend: true }),

  // Registration
  'GET /v1/erzeuger-registration/status': () => ({}),
  'GET /v1/erzeuger-registration/vertraege': () => ({}),
  'GET /v1/erzeuger-registration/branchen': () => ({}),
  'GET /v1/erzeuger-registration/check-email-available': () => ({ query: { email: 'neu@matrix.example' } }),
  'POST /v1/erzeuger-registration': (i) => ({
    body: {
      firma: 'Matrix Bau GmbH',
      brancheId: i.branche,
      registrierterName: 'Matrix Bau GmbH',
      mitarbeiterzahl: 10,
      vertragId: i.vertrag,
      anrede: 'HERR',
      vorname: 'Max',
      nachname: 'Matrix',
      email: 'neu@matrix.example',
      agbAkzeptiert: true,
      verbindlichBestellt: true,
    },
  }),

  // A producer's user management (benutzerverwaltung)
  'GET /v1/erzeuger/:id/benutzer': (i) => ({ params: { id: i.musterbau }, mandant: BENUTZER(i) }),
  'POST /v1/erzeuger/inhaber/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i), zerstoerend: true }),
  // A producer's manager creates in their own producer whatever erzeugerId says: no other tenant's record.
  'POST /v1/benutzer': (i) => ({
    body: { ...kontakt, email: 'matrix-neu@musterbau.example', erzeugerId: i.musterbau, berechtigungen: ['VIEW_AUFTRAG'] },
  }),
  'GET /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'PUT /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, body: { ...nutzerDaten, aktiv: true }, mandant: BENUTZER(i) }),
  'DELETE /v1/benutzer/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i), zerstoerend: true }),
  'POST /v1/benutzer/:id/invite': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'GET /v1/benutzerberechtigung/:id': (i) => ({ params: { id: i.nutzer }, mandant: BENUTZER(i) }),
  'PUT /v1/benutzerberechtigung/:id': (i) => ({
    params: { id: i.nutzer },
    body: { berechtigungen: ['VIEW_DASHBOARD', 'VIEW_OWN_PROFILE', 'VIEW_AUFTRAG', 'EDIT_AUFTRAG', 'VIEW_ANFALLSTELLE'] },
    mandant: BENUTZER(i),
  }),

  // Orders
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

  // Price agreements
  // The list is scoped to the caller; a user without any price scope (no VIEW_OWN_LEISTUNG) is refused (spec § 6, Own prices).
  'GET /v1/leistung': () => ({ mandant: { bereich: 'preise' } }),
  'GET /v1/leistung/optionen': (i) => ({ query: { entsorgerId: i.nord }, mandant: KUNDEN(i) }),
  'GET /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, mandant: VEREINBARUNG(i) }),
  'POST /v1/leistung': (i) => ({ body: leistung(i), mandant: VEREINBARUNG(i) }),
  'PUT /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, body: leistung(i), mandant: VEREINBARUNG(i) }),
  'DELETE /v1/leistung/:id': (i) => ({ params: { id: i.leistung }, mandant: VEREINBARUNG(i) }),
  'GET /v1/entsorger/:id/kunden': (i) => ({ params: { id: i.nord }, mandant: KUNDEN(i) }),
  'GET /v1/entsorger/:id/kundenbereich': (i) => ({ params: { id: i.nord }, mandant: KUNDEN(i) }),

  // Disposers
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

  // Service numbers
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

  // Producers
  'GET /v1/erzeuger': () => ({}),
  'GET /v1/erzeuger/info': (i) => ({ query: { id: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/erzeuger/forBenutzer': () => ({}),
  'GET /v1/erzeuger/create': () => ({}),
  'POST /v1/erzeuger/create': (i) => ({ form: { fields: { mandant: JSON.stringify(mandant(i)) } } }),
  'POST /v1/erzeuger/edit': (i) => ({ form: { fields: { mandant: JSON.stringify(mandant(i, i.musterbau)) } } }),
  'PUT /v1/erzeuger/mergeMandant': (i) => ({ body: { discardMandantId: i.gartenbau, keepMandantId: i.korn }, zerstoerend: true }),
  'GET /v1/erzeuger/benutzerList': (i) => ({ query: { erzeugerId: i.musterbau }, mandant: ERZEUGER(i) }),
  'GET /v1/erzeuger/kunden': () => ({ mandant: { bereich: 'erzeugerKunden' } }),
  'POST /v1/erzeuger/:id/inviteAll': (i) => ({ params: { id: i.musterbau }, mandant: BENUTZER(i) }),
  'GET /v1/erzeuger/:id/logo': (i) => ({ params: { id: i.musterbau }, leer404: '*' }),
  'GET /v1/erzeuger/:id/signatur': (i) => ({ params: { id: i.musterbau }, leer404: '*' }),
  'GET /v1/erzeuger/:id': (i) => ({ params: { id: i.musterbau } }),
  'DELETE /v1/erzeuger/:id': (i) => ({ params: { id: i.musterbau }, zerstoerend: true }),
  'PUT /v1/erzeuger/:id/freigeben': (i) => ({ params: { id: i.gartenbau } }),

  // Company data
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
  ) as Beispiele),
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

  // Disposal plants
  'GET /v1/ablageort': () => ({}),
  'GET /v1/ablageort/public': () => ({}),
  'PUT /v1/ablageort/merge': (i) => ({ body: { discardAblageortId: i.verbleibsanlage, keepAblageortId: i.verbleibsanlage + 1000 } }),
  'PUT /v1/ablageort/approve/:id': (i) => ({ params: { id: i.verbleibsanlage } }),
  // A producer's user with EDIT_DOKUMENTATION adds plants for its own producer, staff for everyone.
  'POST /v1/ablageort': (i) => ({ body: verbleibsanlage(i), mandant: { bereich: 'verbleibsanlagen' } }),
  'GET /v1/ablageort/:id': (i) => ({ params: { id: i.verbleibsanlage } }),
  'GET /v1/ablageort/:id/zertifikat': (i) => ({ params: { id: i.verbleibsanlage }, leer404: '*' }),
  // An approved plant of disposer Nord: only staff change it (no producer's scope reaches a disposer's record).
  'PUT /v1/ablageort/:id': (i) => ({
    params: { id: i.verbleibsanlage },
    body: { ...verbleibsanlage(i), name: 'Recyclingzentrum Nord Billwerder' },
    mandant: ANLAGE(i),
  }),
  'DELETE /v1/ablageort/:id': (i) => ({ params: { id: i.verbleibsanlage }, mandant: ANLAGE(i), zerstoerend: true }),

  // Master data
  'GET /v1/stammdaten/sitzung/:liste': () => ({ params: { liste: 'abfallbehaelter' } }),
  'GET /v1/stammdaten/:typ': () => ({ params: { typ: 'branchen' } }),
  'GET /v1/stammdaten/:typ/export': () => ({ params: { typ: 'branchen' } }),
  'POST /v1/stammdaten/:typ/import': () => ({
    params: { typ: 'branchen' },
    form: {
      files: { datei: { data: Buffer.from(JSON.stringify([{ name: 'Matrixbau' }])), name: 'branchen.json', typ: 'application/json' } },
    },
  }),
  'GET /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche } }),
  'POST /v1/stammdaten/:typ': () => ({ params: { typ: 'branchen' }, body: { name: 'Matrix-Branche' } }),
  'PUT /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche }, body: { name: 'Matrix-Branche umbenannt' } }),
  'DELETE /v1/stammdaten/:typ/:id': (i) => ({ params: { typ: 'branchen', id: i.branche } }),
  'GET /v1/vertrag/info': () => ({}),

  // Acting on behalf
  'PUT /v1/session/runAsBenutzer/:name': () => ({ params: { name: 'inhaber@musterbau.example' }, zerstoerend: true }),
  'PUT /v1/session/runAsBenutzer': () => ({ zerstoerend: true }),
  'PUT /v1/session/runAsBenutzer{/:name}': () => ({ params: { name: 'inhaber@musterbau.example' }, zerstoerend: true }),
  'PUT /v1/session/assumeMandantPerspective/:id': (i) => ({ params: { id: i.musterbau }, zerstoerend: true }),
  'DELETE /v1/session/assumeMandantPerspective': () => ({ zerstoerend: true }),
  'GET /v1/session/protokoll': () => ({}),
  'GET /v1/session/aenderungen': () => ({}),

  // Sites
  'GET /v1/anfallstelle': () => ({}),
  'GET /v1/anfallstelle/erzeuger/:erzeugerId': (i) => ({ params: { erzeugerId: i.musterbau }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i) }),
  'POST /v1/anfallstelle': (i) => ({
    form: { fields: { customContextDto: JSON.stringify(anfallstelle(i.musterbau)) } },
    mandant: SITES(i),
  }),
  'PUT /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, body: anfallstelle(), mandant: SITES(i) }),
  'DELETE /v1/anfallstelle/:id': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id/activate': (i) => ({ params: { id: i.anfallstelle }, query: { aktiv: 'true' }, mandant: SITES(i) }),
  'PUT /v1/anfallstelle/:id/activate': (i) => ({ params: { id: i.anfallstelle }, query: { aktiv: 'true' }, mandant: SITES(i) }),
  'GET /v1/anfallstelle/:id/bild': (i) => ({ params: { id: i.anfallstelle }, mandant: SITES(i), leer404: 'Es ist kein Foto hinterlegt.' }),
  'GET /v1/anfallstelle/:id/skizze': (i) => ({
    params: { id: i.anfallstelle },
    mandant: SITES(i),
    leer404: 'Es ist keine Skizze hinterlegt.',
  }),
  ...BELEG_BEISPIELE,
  ...EXPORT_BEISPIELE,
  ...DOKUMENTATION_BEISPIELE,
  ...AUSWERTUNG_BEISPIELE,
};

/** `GET /v1/anfallstelle/:id`: how a route is named in the examples and the test titles. */
export function routeKey(spec: Pick<RouteSpec, 'method' | 'path'>): string {
  return `${spec.method.toUpperCase()} ${spec.path}`;
}

/** The example of a registered route, or an error naming the route that lacks one. */
export function beispielFuer(spec: Pick<RouteSpec, 'method' | 'path'>, ids: DemoIds): RouteBeispiel {
  const beispiel = ROUTE_BEISPIELE[routeKey(spec)];
  if (!beispiel) throw new Error(`Kein Beispiel für ${routeKey(spec)} in backend/src/testing/routeBeispiele.ts`);
  return beispiel(ids);
}

/** The URL of the example call: `/api` + the path with its parameters (optional groups filled when given). */
export function beispielUrl(spec: Pick<RouteSpec, 'path'>, beispiel: RouteBeispiel): string {
  const params = beispiel.params ?? {};
  const pfad = spec.path
    .replace(/\{([^}]*)\}/g, (_m, gruppe: string) => {
      const namen = [...gruppe.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
      return namen.every((n) => params[n] !== undefined) ? gruppe : '';
    })
    .replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
      const wert = params[name];
      if (wert === undefined) throw new Error(`Beispiel für ${spec.path}: Pfadparameter ${name} fehlt`);
      return encodeURIComponent(String(wert));
    });
  const query = new URLSearchParams(Object.entries(beispiel.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return `/api${pfad}${query ? `?${query}` : ''}`;
}
