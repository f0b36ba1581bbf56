import { z } from 'zod';
import { AUFTRAG_STATUS, AUFTRAGSARTEN } from './auftrag';

/**
 * The order slice's answers (spec § 7, Orders), as zod schemas: the route registry checks every
 * success answer against them in tests (checkResponses), and the TypeScript types follow from them.
 */
const status = z.enum(AUFTRAG_STATUS);
const datum = z.string().nullable();
const text = z.string().nullable();

/** One row of the order list (spec § 3, list display fields). Dates are yyyy-MM-dd. */
export const auftragListeEintragSchema = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  auftragsart: z.enum(AUFTRAGSARTEN),
  status: z.object({ type: status }),
  erzeugerId: z.number(),
  erzeugerName: z.string(),
  anfallstelleId: z.number(),
  anfallstelleName: z.string(),
  entsorgerId: z.number().nullable(),
  entsorgerName: text,
  angebotsEntsorgerNamen: z.array(z.string()),
  numberAngebotReceived: z.number(),
  numberAngebotRequested: z.number(),
  fraktion: z.string(),
  avvName: z.string(),
  behaelter: z.string(),
  anzahl: z.number(),
  wunschLiefertermin: datum,
  liefertermin: datum,
  wunschAbholtermin: datum,
  dueInDays: z.number().nullable(),
  bestellerName: z.string(),
  erstelltAm: z.string(),
  geschaetzterPreis: z.number().nullable(),
});
export type AuftragListeEintrag = z.infer<typeof auftragListeEintragSchema>;

/** GET /api/v1/auftrag/{id}: order details (general, location, service overview). */
export const auftragDetailsSchema = auftragListeEintragSchema.extend({
  kundennummer: text,
  abfallschluessel: z.string(),
  gefaehrlich: z.boolean(),
  dichte: z.number().nullable(),
  lieferterminUnbekannt: z.boolean(),
  abholtermin: datum,
  kommentar: text,
  vorgangsKommentar: text,
  begruendungGemischt: text,
  ablehnungsgrund: text,
  anfallstelle: z.object({ id: z.number(), name: z.string(), nummer: text, strasse: text, plz: text, ort: text }),
  entsorger: z.object({ id: z.number(), name: z.string(), email: text }).nullable(),
  aktualisiertAm: z.string(),
  /**
   * The order stream's revision the details show (also the ETag); edits send it back in If-Match,
   * so an edit made on stale details answers 409 instead of overwriting a newer change.
   */
  version: z.number().int(),
  /** The user who approves an order above the orderer's limit (BESTELLUNG_ZUR_FREIGABE), with the name shown. */
  freigeber: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** The user who placed the order (the approver never is this user). */
  bestellerId: z.number(),
  /** A follow-up order's main order (spec § 3 relations), null for a main order. */
  hauptauftrag: z.object({ id: z.string(), vorgangsnummer: z.string() }).nullable().optional(),
  /** The follow-up orders of a main order (extra emptying, swap, removal), oldest first. */
  folgeauftraege: z
    .array(
      z.object({
        id: z.string(),
        vorgangsnummer: z.string(),
        auftragsart: z.enum(AUFTRAGSARTEN),
        status,
        wunschtermin: datum,
        erstelltAm: z.string(),
      }),
    )
    .optional(),
  /** The order photo's file id (changes with every upload), null without a photo. */
  auftragsbild: text,
  /** For changing the waste type: the fraction chosen and the container, which stays. */
  fraktionId: z.number(),
  behaelterId: z.number(),
});
export type AuftragDetails = z.infer<typeof auftragDetailsSchema>;

/** One row of the order history: every event with time, actor, acting-as user and a German sentence. */
export const auftragHistorieEintragSchema = z.object({
  id: z.string(),
  zeitpunkt: z.string(),
  ereignis: z.string(),
  akteur: z.string(),
  /** The real user when somebody acted on behalf of the actor. */
  handeltAls: text,
  beschreibung: z.string(),
  status: status.nullable(),
  /** The follow-up order the entry is about, when the main order's history tells its story too (issue 28). */
  folgeauftrag: z.object({ id: z.string(), vorgangsnummer: z.string() }).nullable().optional(),
});
export type AuftragHistorieEintrag = z.infer<typeof auftragHistorieEintragSchema>;

const workflowFeld = z.enum(['liefertermin', 'wunschtermin', 'begruendung', 'kommentar']);

/** GET /workflow/stateTransitions/{id} and entsorgerStateTransitions/{id}: what this user may do now. */
export const workflowAktionSchema = z.object({
  name: z.string(),
  label: z.string(),
  /** Append to POST /api/v1/workflow; e.g. "/bestellungAnnehmen/<id>". */
  path: z.string(),
  zielStatus: status,
  /** Fields the action asks for (e.g. liefertermin). */
  felder: z.array(workflowFeld),
  /** A warning the dialog shows before the action runs, e.g. a service of the same kind is still open (issue 28). */
  hinweis: z.string().optional(),
});
export type WorkflowAktion = z.infer<typeof workflowAktionSchema>;

/** GET /api/v1/auftrag/{id}/leistungsuebersicht. */
export const leistungsuebersichtSchema = z.object({
  positionen: z.array(
    z.object({
      bezeichnung: z.string(),
      menge: z.number(),
      einheit: z.string(),
      einzelpreis: z.number().nullable(),
      summe: z.number().nullable(),
    }),
  ),
  summeNetto: z.number().nullable(),
  hinweis: z.string(),
});
export type Leistungsuebersicht = z.infer<typeof leistungsuebersichtSchema>;

export const preisPositionSchema = z.object({ bezeichnung: z.string(), preis: z.number(), einheit: z.string() });
export type PreisPosition = z.infer<typeof preisPositionSchema>;

/** POST /api/v1/auftrag/preis answer; `ergebnis` is one of the outcomes of spec § 8. */
export const preisAuskunftSchema = z.discriminatedUnion('ergebnis', [
  z.object({
    ergebnis: z.literal('GEFUNDEN'),
    leistungId: z.number(),
    preise: z.array(preisPositionSchema),
    summeNetto: z.number(),
    warnung: text,
  }),
  z.object({ ergebnis: z.enum(['KEINE_VEREINBARUNG', 'MEHRERE_VERGANGENE', 'MEHRERE_AKTUELLE']), meldung: z.string() }),
]);
export type PreisAuskunft = z.infer<typeof preisAuskunftSchema>;

/** The public token page (GET /api/v1/public/workflow/{aktion}/{token}): what is being confirmed. */
export const tokenSeiteSchema = z.object({
  aktion: z.string(),
  label: z.string(),
  felder: z.array(workflowFeld),
  auftrag: z.object({
    vorgangsnummer: z.string(),
    status,
    erzeugerName: z.string(),
    anfallstelle: z.object({ name: z.string(), strasse: text, plz: text, ort: text }),
    behaelter: z.string(),
    anzahl: z.number(),
    fraktion: z.string(),
    avvName: z.string(),
    wunschLiefertermin: datum,
    liefertermin: datum,
    wunschAbholtermin: datum,
    kommentar: text,
    /** For a follow-up order (extra emptying, swap, removal): the number of the order whose container it serves. */
    hauptauftragVorgangsnummer: text.optional(),
  }),
});
export type TokenSeite = z.infer<typeof tokenSeiteSchema>;

/** GET /api/v1/auftrag/timeAndPlace?erzeugerId=: wizard step 1. */
export const timeAndPlaceOptionenSchema = z.object({
  anfallstellen: z.array(
    z.object({ id: z.number(), name: z.string(), nummer: text, art: z.string(), strasse: text, plz: text, ort: text }),
  ),
  /** The earliest wish delivery date that can be ordered (yyyy-MM-dd). */
  fruehesterLiefertermin: z.string(),
});
export type TimeAndPlaceOptionen = z.infer<typeof timeAndPlaceOptionenSchema>;

/** GET /api/v1/auftrag/wertstoff?erzeugerId=&anfallstelleId=: wizard step 2, fractions and their waste keys. */
export const wertstoffOptionenSchema = z.object({
  fraktionen: z.array(
    z.object({
      id: z.number(),
      bezeichnung: z.string(),
      dichte: z.number().nullable(),
      /** Mixed waste: the order needs a justification (spec § 5, GewAbfV). */
      gemischt: z.boolean(),
      abfallschluessel: z.array(
        z.object({ schluessel: z.string(), anzeige: z.string(), bezeichnung: z.string(), gefaehrlich: z.boolean() }),
      ),
    }),
  ),
});
export type WertstoffOptionen = z.infer<typeof wertstoffOptionenSchema>;

/** GET /api/v1/auftrag/behaelterOptions/{fraktionId}: containers for a fraction. */
export const behaelterOptionenSchema = z.object({
  behaelter: z.array(z.object({ id: z.number(), bezeichnung: z.string(), typ: z.string(), volumenM3: z.number() })),
});
export type BehaelterOptionen = z.infer<typeof behaelterOptionenSchema>;

/** GET /api/v1/auftrag/sortedEntsorgerIdsAndPreisInfo?...: the producer's disposers, those with a price first, cheapest first. */
export const entsorgerPreisInfoSchema = z.object({
  entsorger: z.array(z.object({ id: z.number(), name: z.string(), kundennummer: z.string(), preis: preisAuskunftSchema })),
});
export type EntsorgerPreisInfo = z.infer<typeof entsorgerPreisInfoSchema>;

/** POST /api/v1/auftrag/checkBestellwertGrenze { erzeugerId, betrag }. */
export const bestellwertGrenzePruefungSchema = z.object({ ueberschritten: z.boolean(), grenze: z.number().nullable() });
export type BestellwertGrenzePruefung = z.infer<typeof bestellwertGrenzePruefungSchema>;

/** What every command answers after read-your-writes: the event position and whether the read models caught up. */
const befehlsAntwort = { position: z.string().nullable(), projektionenAktuell: z.boolean() };

/** POST /api/v1/auftrag answer. */
export const auftragAufgegebenAntwortSchema = z.object({ id: z.string(), vorgangsnummer: z.string(), status, ...befehlsAntwort });
export type AuftragAufgegebenAntwort = z.infer<typeof auftragAufgegebenAntwortSchema>;

/** A command on one order (workflow action, forced status, internal note): the order and its status now. */
export const auftragBefehlAntwortSchema = z.object({ id: z.string(), status: status.optional(), ...befehlsAntwort });
export type AuftragBefehlAntwort = z.infer<typeof auftragBefehlAntwortSchema>;

/** POST /api/v1/public/workflow/{aktion}/{token}: the link did its action. */
export const tokenAktionAntwortSchema = z.object({ ok: z.literal(true), status, ...befehlsAntwort });

/** GET /api/v1/workflow/forceStateTransition/{id}: the admin's form; `version` (also ETag) goes back as If-Match. */
const terminFeld = z.enum(['wunschLiefertermin', 'liefertermin', 'wunschAbholtermin', 'abholtermin']);

export const erzwingenFormularSchema = z.object({
  status,
  wunschLiefertermin: datum,
  liefertermin: datum,
  wunschAbholtermin: datum,
  abholtermin: datum,
  version: z.number().int(),
  /** Per status, the dates it requires (spec § 4: wish delivery, delivery, wish removal, removal). */
  pflichtTermine: z.record(status, z.array(terminFeld)),
});
export type ErzwingenFormular = z.infer<typeof erzwingenFormularSchema>;

/**
 * What a used token link answered (additively in the 410 body of GET /v1/public/workflow/{aktion}/{token}):
 * the action, its German label, when (ISO 8601) and the values the disposer sent.
 */
export const tokenAntwortSchema = z.object({
  aktion: z.string(),
  label: z.string(),
  zeitpunkt: z.string(),
  felder: z.object({
    liefertermin: z.string().optional(),
    wunschtermin: z.string().optional(),
    begruendung: z.string().optional(),
    preis: z.number().optional(),
    angebotsnummer: z.string().optional(),
  }),
});
export type TokenAntwort = z.infer<typeof tokenAntwortSchema>;
