import { z } from 'zod';
import { ERZEUGER_TYPEN } from './permissions';
import { emailSchema, optionalText, pflichtText, plzSchema, telefonSchema, ustIdSchema } from './validation';

const erzeugerTypSchema = z.enum(ERZEUGER_TYPEN);
const textOderNull = z.string().nullable();
const zahlOderNull = z.number().nullable();

/** The figures of a producer in the support list (spec § 3, producer statistics). */
export const erzeugerStatistikSchema = z.object({
  anzahlEntsorger: z.number(),
  anzahlAnfallstellen: z.number(),
  anzahlBenutzer: z.number(),
  anzahlRechnungen: z.number(),
  anzahlAnfragen: z.number(),
  anzahlAuftraege: z.number(),
});
export type ErzeugerStatistik = z.infer<typeof erzeugerStatistikSchema>;

/** One row of GET /api/v1/erzeuger; the figures only with `statistics=true`. */
export const erzeugerListeEintragSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    typ: erzeugerTypSchema,
    strasse: textOderNull,
    plz: textOderNull,
    ort: textOderNull,
    freigegeben: z.boolean(),
    erstelltAm: z.string(),
  })
  .extend(erzeugerStatistikSchema.partial().shape);
export type ErzeugerListeEintrag = z.infer<typeof erzeugerListeEintragSchema>;

/** GET /api/v1/erzeuger/info?id=: what the producer-scoped route guard needs. */
export const erzeugerInfoSchema = z.object({ id: z.number(), name: z.string(), typ: erzeugerTypSchema, freigegeben: z.boolean() });
export type ErzeugerInfo = z.infer<typeof erzeugerInfoSchema>;

/** GET /api/v1/erzeuger/forBenutzer: the producers the signed-in user may choose. */
export const erzeugerAuswahlSchema = z.object({ id: z.number(), name: z.string() });
export type ErzeugerAuswahl = z.infer<typeof erzeugerAuswahlSchema>;

/** PUT /api/v1/erzeuger/:id/freigeben. */
export const erzeugerFreigegebenAntwortSchema = erzeugerInfoSchema.extend({ message: z.string() });
export type ErzeugerFreigegebenAntwort = z.infer<typeof erzeugerFreigegebenAntwortSchema>;

const ID = z.number({ error: 'Bitte wählen Sie einen Eintrag aus der Liste.' }).int().positive().max(2_147_483_647);
const optionaleId = ID.nullish().transform((v) => v ?? null);
const leerWirdNull = (v: string): string | null => (v === '' ? null : v);

export const MITARBEITERZAHL_MELDUNG = 'Bitte geben Sie eine ganze Zahl zwischen 1 und 1.000.000 an.';

/**
 * The `mandant` JSON part of POST /api/v1/erzeuger/create and /edit (spec § 7): company fields with the
 * rules of spec § 5 and the grouping data of spec § 3 (holding, group, parent group, reseller, contract,
 * footer). Which grouping fits which type the server checks against the stored producers.
 */
export const mandantSchema = z.object({
  id: ID.optional(),
  name: pflichtText(200),
  typ: z.enum(ERZEUGER_TYPEN, { error: 'Bitte wählen Sie Erzeuger, Holding oder Gruppierung.' }),
  strasse: optionalText(200),
  adresszusatz: optionalText(200),
  plz: plzSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  ort: optionalText(100),
  land: optionalText(100).transform((v) => v ?? 'Deutschland'),
  ustId: ustIdSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  telefon: telefonSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  fax: telefonSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  supportEmail: emailSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  rechnungsEmail: emailSchema
    .transform(leerWirdNull)
    .nullish()
    .transform((v) => v ?? null),
  brancheId: optionaleId,
  vertragId: optionaleId,
  registrierterName: optionalText(200),
  mitarbeiterzahl: z
    .number({ error: MITARBEITERZAHL_MELDUNG })
    .int(MITARBEITERZAHL_MELDUNG)
    .min(1, MITARBEITERZAHL_MELDUNG)
    .max(1_000_000, MITARBEITERZAHL_MELDUNG)
    .nullish()
    .transform((v) => v ?? null),
  ansprechpartner: optionalText(200),
  holdingId: optionaleId,
  gruppierungId: optionaleId,
  uebergeordneteGruppierungId: optionaleId,
  wiederverkaeufer: optionalText(200),
  fusszeile: optionalText(1000),
  freigegeben: z.boolean().optional(),
});
export type MandantEingabe = z.input<typeof mandantSchema>;
export type Mandant = z.output<typeof mandantSchema>;

/** GET /api/v1/erzeuger/:id: what the staff's edit form shows; `version` goes back as If-Match on edit and delete. */
export const erzeugerStammdatenSchema = z.object({
  id: z.number(),
  name: z.string(),
  typ: erzeugerTypSchema,
  strasse: textOderNull,
  adresszusatz: textOderNull,
  plz: textOderNull,
  ort: textOderNull,
  land: z.string(),
  ustId: textOderNull,
  telefon: textOderNull,
  fax: textOderNull,
  supportEmail: textOderNull,
  rechnungsEmail: textOderNull,
  brancheId: zahlOderNull,
  vertragId: zahlOderNull,
  registrierterName: textOderNull,
  mitarbeiterzahl: zahlOderNull,
  ansprechpartner: textOderNull,
  holdingId: zahlOderNull,
  gruppierungId: zahlOderNull,
  uebergeordneteGruppierungId: zahlOderNull,
  wiederverkaeufer: textOderNull,
  fusszeile: textOderNull,
  freigegeben: z.boolean(),
  registriertAm: textOderNull,
  zusammengefuehrtInId: zahlOderNull,
  /** Where the browser loads the images; null while there is none. */
  logoUrl: textOderNull,
  signaturUrl: textOderNull,
  version: z.number().int(),
});
export type ErzeugerStammdaten = z.infer<typeof erzeugerStammdatenSchema>;

/** GET /api/v1/erzeuger/create: the choices of the create and edit form. */
export const erzeugerFormOptionenSchema = z.object({
  typen: z.array(erzeugerTypSchema).readonly(),
  holdings: z.array(erzeugerAuswahlSchema),
  gruppierungen: z.array(erzeugerAuswahlSchema),
  vertraege: z.array(z.object({ id: z.number(), name: z.string(), preisProMonat: z.number() })),
  branchen: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ErzeugerFormOptionen = z.infer<typeof erzeugerFormOptionenSchema>;

/** GET /api/v1/erzeuger/benutzerList: a producer's active users as a short choice (e.g. the approver). */
export const erzeugerBenutzerKurzSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  rolle: z.string(),
  bestellwertGrenze: zahlOderNull,
});
export type ErzeugerBenutzerKurz = z.infer<typeof erzeugerBenutzerKurzSchema>;

/** GET /api/v1/erzeuger/kunden: producers that are customers (of the disposer, or all for staff). */
export const erzeugerKundeSchema = z.object({
  id: z.number(),
  name: z.string(),
  ort: textOderNull,
  freigegeben: z.boolean(),
  kundennummer: textOderNull,
});
export type ErzeugerKunde = z.infer<typeof erzeugerKundeSchema>;

/** POST /api/v1/erzeuger/:id/inviteAll. */
export const inviteAllAntwortSchema = z.object({ message: z.string(), eingeladen: z.array(z.string()) });
export type InviteAllAntwort = z.infer<typeof inviteAllAntwortSchema>;

/** DELETE /api/v1/erzeuger/:id answers the deleted record's id (react-admin's delete expects it). */
export const erzeugerGeloeschtSchema = z.object({ id: z.number() });

/** PUT /api/v1/erzeuger/mergeMandant: the unapproved producer `discardMandantId` goes into `keepMandantId`. */
export const mergeMandantSchema = z.object({
  discardMandantId: ID,
  keepMandantId: ID,
});
export const mergeMandantAntwortSchema = z.object({
  message: z.string(),
  behalten: erzeugerInfoSchema,
  verschoben: z.record(z.string(), z.number()),
});
export type MergeMandantAntwort = z.infer<typeof mergeMandantAntwortSchema>;
