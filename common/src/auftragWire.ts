import type { Auftragsart, AuftragStatus } from './auftrag';

/** One row of the order list (spec § 3, list display fields). Dates are yyyy-MM-dd. */
export type AuftragListeEintrag = {
  id: string;
  vorgangsnummer: string;
  auftragsart: Auftragsart;
  status: { type: AuftragStatus };
  erzeugerId: number;
  erzeugerName: string;
  anfallstelleId: number;
  anfallstelleName: string;
  entsorgerId: number | null;
  entsorgerName: string | null;
  angebotsEntsorgerNamen: string[];
  numberAngebotReceived: number;
  numberAngebotRequested: number;
  fraktion: string;
  avvName: string;
  behaelter: string;
  anzahl: number;
  wunschLiefertermin: string | null;
  liefertermin: string | null;
  wunschAbholtermin: string | null;
  dueInDays: number | null;
  bestellerName: string;
  erstelltAm: string;
  geschaetzterPreis: number | null;
};

/** GET /api/v1/auftrag/{id}: order details (general, location, service overview). */
export type AuftragDetails = AuftragListeEintrag & {
  kundennummer: string | null;
  abfallschluessel: string;
  gefaehrlich: boolean;
  dichte: number | null;
  lieferterminUnbekannt: boolean;
  abholtermin: string | null;
  kommentar: string | null;
  vorgangsKommentar: string | null;
  begruendungGemischt: string | null;
  ablehnungsgrund: string | null;
  anfallstelle: { id: number; name: string; nummer: string | null; strasse: string | null; plz: string | null; ort: string | null };
  entsorger: { id: number; name: string; email: string | null } | null;
  aktualisiertAm: string;
};

/** One row of the order history: every event with time, actor, acting-as user and a German sentence. */
export type AuftragHistorieEintrag = {
  id: string;
  zeitpunkt: string;
  ereignis: string;
  akteur: string;
  /** The real user when somebody acted on behalf of the actor. */
  handeltAls: string | null;
  beschreibung: string;
  status: AuftragStatus | null;
};

/** GET /workflow/stateTransitions/{id} and entsorgerStateTransitions/{id}: what this user may do now. */
export type WorkflowAktion = {
  name: string;
  label: string;
  /** Append to POST /api/v1/workflow; e.g. "/bestellungAnnehmen/<id>". */
  path: string;
  zielStatus: AuftragStatus;
  /** Fields the action asks for (e.g. liefertermin). */
  felder: ('liefertermin' | 'wunschtermin' | 'begruendung' | 'kommentar')[];
};

/** GET /api/v1/auftrag/{id}/leistungsuebersicht. */
export type Leistungsuebersicht = {
  positionen: { bezeichnung: string; menge: number; einheit: string; einzelpreis: number | null; summe: number | null }[];
  summeNetto: number | null;
  hinweis: string;
};

/** POST /api/v1/auftrag/preis answer; `ergebnis` is one of the outcomes of spec § 8. */
export type PreisAuskunft =
  | { ergebnis: 'GEFUNDEN'; leistungId: number; preise: PreisPosition[]; summeNetto: number; warnung: string | null }
  | { ergebnis: 'KEINE_VEREINBARUNG' | 'MEHRERE_VERGANGENE' | 'MEHRERE_AKTUELLE'; meldung: string };
export type PreisPosition = { bezeichnung: string; preis: number; einheit: string };

/** The public token page (GET /api/v1/public/workflow/{aktion}/{token}): what is being confirmed. */
export type TokenSeite = {
  aktion: string;
  label: string;
  felder: WorkflowAktion['felder'];
  auftrag: {
    vorgangsnummer: string;
    status: AuftragStatus;
    erzeugerName: string;
    anfallstelle: { name: string; strasse: string | null; plz: string | null; ort: string | null };
    behaelter: string;
    anzahl: number;
    fraktion: string;
    avvName: string;
    wunschLiefertermin: string | null;
    liefertermin: string | null;
    wunschAbholtermin: string | null;
    kommentar: string | null;
  };
};

/** GET /api/v1/auftrag/timeAndPlace?erzeugerId=: wizard step 1. */
export type TimeAndPlaceOptionen = {
  anfallstellen: {
    id: number;
    name: string;
    nummer: string | null;
    art: string;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
  }[];
  /** The earliest wish delivery date that can be ordered (yyyy-MM-dd). */
  fruehesterLiefertermin: string;
};

/** GET /api/v1/auftrag/wertstoff?erzeugerId=&anfallstelleId=: wizard step 2, fractions and their waste keys. */
export type WertstoffOptionen = {
  fraktionen: {
    id: number;
    bezeichnung: string;
    dichte: number | null;
    /** Mixed waste: the order needs a justification (spec § 5, GewAbfV). */
    gemischt: boolean;
    abfallschluessel: { schluessel: string; anzeige: string; bezeichnung: string; gefaehrlich: boolean }[];
  }[];
};

/** GET /api/v1/auftrag/behaelterOptions/{fraktionId}: containers for a fraction. */
export type BehaelterOptionen = { behaelter: { id: number; bezeichnung: string; typ: string; volumenM3: number }[] };

/** GET /api/v1/auftrag/sortedEntsorgerIdsAndPreisInfo?...: the producer's disposers, those with a price first, cheapest first. */
export type EntsorgerPreisInfo = { entsorger: { id: number; name: string; kundennummer: string; preis: PreisAuskunft }[] };

/** POST /api/v1/auftrag/checkBestellwertGrenze { erzeugerId, betrag }. */
export type BestellwertGrenzePruefung = { ueberschritten: boolean; grenze: number | null };

/** POST /api/v1/auftrag answer. */
export type AuftragAufgegebenAntwort = { id: string; vorgangsnummer: string; status: AuftragStatus };
