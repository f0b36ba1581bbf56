import { z } from 'zod';
import { AUFTRAG_STATUS, AUFTRAGSARTEN } from '@abfallportal/common/auftrag';
import type { EventReader } from '../platform/decider/decider';

/** The events of the order stream as zod schemas, their union and the reader (upcaster) of stored events. */
const status = z.enum(AUFTRAG_STATUS);
/**
 * A day as stored: the format only. The input bounds (kalendertagSchema) came later; an event
 * written before them must stay readable, or its order could never be changed or fixed again.
 */
const tag = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const datum = tag.nullable();

/** The order as placed (spec § 3); names of master data are copied so the history reads as it was ordered. */
export const auftragAufgegebenSchema = z.object({
  vorgangsnummer: z.string(),
  auftragsart: z.enum(AUFTRAGSARTEN),
  status,
  erzeugerId: z.number().int(),
  anfallstelleId: z.number().int(),
  /** null only while an offer request has no accepted offer. */
  entsorgerId: z.number().int().nullable(),
  fraktionId: z.number().int(),
  abfallschluessel: z.string(),
  behaelterId: z.number().int(),
  behaelterBezeichnung: z.string(),
  anzahl: z.number().int(),
  wunschLiefertermin: tag,
  wunschAbholtermin: datum,
  lieferterminUnbekannt: z.boolean(),
  kommentar: z.string().nullable(),
  begruendungGemischt: z.string().nullable(),
  ohnePreisBestaetigt: z.boolean(),
  leistungId: z.number().int().nullable(),
  /** Net EUR of the price lookup, null when no price was found. */
  geschaetzterPreis: z.number().nullable(),
  bestellerId: z.number().int(),
  /** The disposers asked for offers (an offer request, WARTEN_AUF_ANGEBOT); empty for an order. */
  angefragteEntsorgerIds: z.array(z.number().int()).default([]),
  /** The user who approves an order above the orderer's limit (BESTELLUNG_ZUR_FREIGABE). */
  freigeberId: z.number().int().nullable().default(null),
  /** A follow-up order (extra emptying, swap, removal) names the order whose container it serves. */
  hauptauftragId: z.string().nullable().default(null),
});

export const auftragStatusGeaendertSchema = z.object({
  aktion: z.string(),
  von: status,
  nach: status,
  liefertermin: tag.optional(),
  wunschtermin: tag.optional(),
  begruendung: z.string().optional(),
  /** Run through an emailed token link instead of a signed-in session. */
  ueberToken: z.boolean(),
});

/** The dates hold the order's dates after the change, not only those the admin typed. */
export const auftragStatusErzwungenSchema = z.object({
  von: status,
  nach: status,
  wunschLiefertermin: tag,
  liefertermin: datum,
  wunschAbholtermin: datum,
  abholtermin: datum,
});

export const vorgangsKommentarGeaendertSchema = z.object({ kommentar: z.string().nullable() });

/** Support merged the order's disposer (a duplicate) into another one; the order now names the kept disposer. */
export const entsorgerZusammengefuehrtSchema = z.object({
  vonEntsorgerId: z.number().int(),
  nachEntsorgerId: z.number().int(),
  zusammenfuehrungId: z.number().int(),
});

/** A disposer's offer for a request, by its token link or entered by support (`ueberToken: false`). */
export const angebotAbgegebenSchema = z.object({
  entsorgerId: z.number().int(),
  angebotsnummer: z.string(),
  /** Net EUR. */
  preis: z.number(),
  kommentar: z.string().nullable(),
  /** Key of the offer's PDF in the file store. */
  pdfDateiId: z.string().nullable(),
  ueberToken: z.boolean(),
});

export const anfrageAbgelehntSchema = z.object({
  entsorgerId: z.number().int(),
  begruendung: z.string().nullable(),
  ueberToken: z.boolean(),
});

/** The producer accepts one offer; every other offer is rejected in the same event (spec § 4). */
export const angebotAngenommenSchema = z.object({
  entsorgerId: z.number().int(),
  preis: z.number(),
  kommentar: z.string().nullable(),
  wunschtermin: tag,
  abgelehnteEntsorgerIds: z.array(z.number().int()),
  /** Above the accepting user's order value limit: the approver the user chose (spec § 4); the order waits for approval. */
  freigeberId: z.number().int().nullable().default(null),
  /** The user who accepted: from now on the order's orderer (whose limit counted and who may withdraw it). */
  annehmenderId: z.number().int().nullable().default(null),
});

export type AngebotAbgegeben = { type: 'AngebotAbgegeben'; data: z.infer<typeof angebotAbgegebenSchema> };
export type AnfrageAbgelehnt = { type: 'AnfrageAbgelehnt'; data: z.infer<typeof anfrageAbgelehntSchema> };
export type AngebotAngenommen = { type: 'AngebotAngenommen'; data: z.infer<typeof angebotAngenommenSchema> };
/** A container already on site recorded afterwards (spec § 2, nachtragen): the order starts VOR_ORT, nobody is mailed. */
export const auftragNachgetragenSchema = auftragAufgegebenSchema.extend({ status: z.literal('VOR_ORT'), liefertermin: tag });

/** Staff corrected the order (PUT /auftrag/{id}); only the fields that changed, with their new values. */
export const auftragGeaendertSchema = z.object({
  wunschLiefertermin: tag.optional(),
  wunschAbholtermin: datum.optional(),
  lieferterminUnbekannt: z.boolean().optional(),
  anzahl: z.number().int().optional(),
  kommentar: z.string().nullable().optional(),
});

/** The order left every list (DELETE /auftrag/{id}); its stream stays. */
export const auftragGeloeschtSchema = z.object({ von: status });

export const auftragsbildGesetztSchema = z.object({ dateiId: z.string() });
export const auftragsbildEntferntSchema = z.object({ dateiId: z.string() });

/** Another waste type or a new price lookup (spec § 2 details: change waste type, new price calculation). */
export const abfallartGeaendertSchema = z.object({
  fraktionId: z.number().int(),
  abfallschluessel: z.string(),
  leistungId: z.number().int().nullable(),
  geschaetzterPreis: z.number().nullable(),
  vorherFraktionId: z.number().int(),
  vorherAbfallschluessel: z.string(),
  vorherLeistungId: z.number().int().nullable(),
  vorherGeschaetzterPreis: z.number().nullable(),
});

export type AuftragAufgegeben = { type: 'AuftragAufgegeben'; data: z.infer<typeof auftragAufgegebenSchema> };
export type AuftragStatusGeaendert = { type: 'AuftragStatusGeaendert'; data: z.infer<typeof auftragStatusGeaendertSchema> };
export type AuftragStatusErzwungen = { type: 'AuftragStatusErzwungen'; data: z.infer<typeof auftragStatusErzwungenSchema> };
export type VorgangsKommentarGeaendert = { type: 'VorgangsKommentarGeaendert'; data: z.infer<typeof vorgangsKommentarGeaendertSchema> };
export type EntsorgerZusammengefuehrt = { type: 'EntsorgerZusammengefuehrt'; data: z.infer<typeof entsorgerZusammengefuehrtSchema> };
export type AuftragNachgetragen = { type: 'AuftragNachgetragen'; data: z.infer<typeof auftragNachgetragenSchema> };
export type AuftragGeaendert = { type: 'AuftragGeaendert'; data: z.infer<typeof auftragGeaendertSchema> };
export type AuftragGeloescht = { type: 'AuftragGeloescht'; data: z.infer<typeof auftragGeloeschtSchema> };
export type AuftragsbildGesetzt = { type: 'AuftragsbildGesetzt'; data: z.infer<typeof auftragsbildGesetztSchema> };
export type AuftragsbildEntfernt = { type: 'AuftragsbildEntfernt'; data: z.infer<typeof auftragsbildEntferntSchema> };
export type AbfallartGeaendert = { type: 'AbfallartGeaendert'; data: z.infer<typeof abfallartGeaendertSchema> };
export type AuftragEvent =
  | AuftragAufgegeben
  | AuftragStatusGeaendert
  | AuftragStatusErzwungen
  | VorgangsKommentarGeaendert
  | EntsorgerZusammengefuehrt
  | AngebotAbgegeben
  | AnfrageAbgelehnt
  | AngebotAngenommen
  | AuftragNachgetragen
  | AuftragGeaendert
  | AuftragGeloescht
  | AuftragsbildGesetzt
  | AuftragsbildEntfernt
  | AbfallartGeaendert;

/** Every event type of the order stream; readers subscribe to these and pass over any other. */
export const AUFTRAG_EVENT_TYPEN: readonly AuftragEvent['type'][] = [
  'AuftragAufgegeben',
  'AuftragStatusGeaendert',
  'AuftragStatusErzwungen',
  'VorgangsKommentarGeaendert',
  'EntsorgerZusammengefuehrt',
  'AngebotAbgegeben',
  'AnfrageAbgelehnt',
  'AngebotAngenommen',
  'AuftragNachgetragen',
  'AuftragGeaendert',
  'AuftragGeloescht',
  'AuftragsbildGesetzt',
  'AuftragsbildEntfernt',
  'AbfallartGeaendert',
];

export const AUFTRAG_SCHEMA_VERSION = 1;

/**
 * Reads a stored order event into the current type. Version 1 is the only version so far. When
 * an event's data changes shape, raise AUFTRAG_SCHEMA_VERSION and convert older data here before
 * parsing, e.g. `if (stored.schemaVersion < 2 && stored.type === 'AuftragAufgegeben') data = { ...data, neuesFeld: default }`.
 * Stored events are never rewritten.
 */
export const readAuftragEvent: EventReader<AuftragEvent> = (stored) => {
  if (stored.schemaVersion > AUFTRAG_SCHEMA_VERSION) {
    throw new Error(
      `Auftrag event ${stored.type} has schema version ${stored.schemaVersion}, this code reads up to ${AUFTRAG_SCHEMA_VERSION}`,
    );
  }
  const data = stored.data;
  switch (stored.type) {
    case 'AuftragAufgegeben':
      return { type: stored.type, data: auftragAufgegebenSchema.parse(data) };
    case 'AuftragStatusGeaendert':
      return { type: stored.type, data: auftragStatusGeaendertSchema.parse(data) };
    case 'AuftragStatusErzwungen':
      return { type: stored.type, data: auftragStatusErzwungenSchema.parse(data) };
    case 'VorgangsKommentarGeaendert':
      return { type: stored.type, data: vorgangsKommentarGeaendertSchema.parse(data) };
    case 'EntsorgerZusammengefuehrt':
      return { type: stored.type, data: entsorgerZusammengefuehrtSchema.parse(data) };
    case 'AngebotAbgegeben':
      return { type: stored.type, data: angebotAbgegebenSchema.parse(data) };
    case 'AnfrageAbgelehnt':
      return { type: stored.type, data: anfrageAbgelehntSchema.parse(data) };
    case 'AngebotAngenommen':
      return { type: stored.type, data: angebotAngenommenSchema.parse(data) };
    case 'AuftragNachgetragen':
      return { type: stored.type, data: auftragNachgetragenSchema.parse(data) };
    case 'AuftragGeaendert':
      return { type: stored.type, data: auftragGeaendertSchema.parse(data) };
    case 'AuftragGeloescht':
      return { type: stored.type, data: auftragGeloeschtSchema.parse(data) };
    case 'AuftragsbildGesetzt':
      return { type: stored.type, data: auftragsbildGesetztSchema.parse(data) };
    case 'AuftragsbildEntfernt':
      return { type: stored.type, data: auftragsbildEntferntSchema.parse(data) };
    case 'AbfallartGeaendert':
      return { type: stored.type, data: abfallartGeaendertSchema.parse(data) };
    default:
      throw new Error(`Unknown Auftrag event type ${stored.type}`);
  }
};
