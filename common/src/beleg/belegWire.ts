import { z } from 'zod';
import { BELEG_HERKUNFT, BELEG_QUELLEN, BELEG_STATUS, BELEG_TYPEN, belegPositionSchema } from './belegFelder';

/** What the receipt calls answer. */
const datum = z.string().nullable();

/** One row of GET /rechnungen. */
export const belegListeEintragSchema = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  herkunft: z.enum(BELEG_HERKUNFT),
  quelle: z.enum(BELEG_QUELLEN),
  name: z.string().nullable(),
  nummer: z.string().nullable(),
  datum,
  summe: z.number().nullable(),
  erzeugerId: z.number(),
  erzeugerName: z.string(),
  entsorgerId: z.number(),
  entsorgerName: z.string(),
  anfallstelleId: z.number().nullable(),
  anfallstelleName: z.string().nullable(),
  vorgangsnummern: z.array(z.string()),
  erfasstAm: z.string(),
  version: z.number(),
});
export type BelegListeEintrag = z.infer<typeof belegListeEintragSchema>;

export const belegDetailsSchema = belegListeEintragSchema.extend({
  empfaenger: z.string().nullable(),
  absender: z.string().nullable(),
  leistungVon: datum,
  leistungBis: datum,
  bestellReferenz: z.string().nullable(),
  storniertBelegId: z.string().nullable(),
  positionen: z.array(belegPositionSchema),
  auftraege: z.array(z.object({ id: z.string(), vorgangsnummer: z.string() })),
  dateiName: z.string().nullable(),
  dateiTyp: z.string().nullable(),
  fehlerBegruendung: z.string().nullable(),
  /** The German message per field of the receipt check (spec § 5), empty when it would pass. */
  pruefung: z.record(z.string(), z.string()),
  /** The e-invoice reader's German reason when it could not read the file (the receipt waits for a person). */
  leseFehler: z.string().nullable().default(null),
});
export type BelegDetails = z.infer<typeof belegDetailsSchema>;

export const belegHistorieEintragSchema = z.object({
  id: z.string(),
  zeitpunkt: z.string(),
  ereignis: z.string(),
  akteur: z.string(),
  handeltAls: z.string().nullable(),
  beschreibung: z.string(),
  status: z.enum(BELEG_STATUS).nullable(),
});
export type BelegHistorieEintrag = z.infer<typeof belegHistorieEintragSchema>;

/** A suggested order for a receipt (GET /rechnungen/:id/vorschlaege), best first. */
export const belegVorschlagSchema = z.object({
  id: z.string(),
  vorgangsnummer: z.string(),
  anfallstelleName: z.string().nullable(),
  abfallschluessel: z.string().nullable(),
  status: z.string(),
  wunschLiefertermin: z.string().nullable(),
  /** Why it is suggested, German: "Vorgangsnummer im Beleg", "gleiche Anfallstelle" … */
  gruende: z.array(z.string()),
  punkte: z.number(),
});
export type BelegVorschlag = z.infer<typeof belegVorschlagSchema>;

export const belegVorschlaegeSchema = z.object({
  vorschlaege: z.array(belegVorschlagSchema),
  /** "Beleg konnte nicht eindeutig zugeordnet werden" when not exactly one order stands out, else null. */
  hinweis: z.string().nullable(),
});

export const belegBefehlAntwortSchema = z.object({
  id: z.string(),
  position: z.string().nullable(),
  projektionenAktuell: z.boolean(),
});

/** A receipt assigned to an order (GET /auftrag/:id/belege, the invoices section of the order details, spec § 2). */
export const auftragBelegSchema = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  nummer: z.string().nullable(),
  datum,
  summe: z.number().nullable(),
  entsorgerName: z.string(),
});
export type AuftragBeleg = z.infer<typeof auftragBelegSchema>;

/** The name pickers of the receipts list (GET /rechnungen/filterOptionen): the disposers and producers of the receipts a user sees. */
export const belegFilterOptionenSchema = z.object({
  entsorger: z.array(z.object({ id: z.number(), name: z.string() })),
  erzeuger: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type BelegFilterOptionen = z.infer<typeof belegFilterOptionenSchema>;
