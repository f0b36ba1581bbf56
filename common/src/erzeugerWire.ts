import { z } from 'zod';
import { ERZEUGER_TYPEN, type ErzeugerTyp } from './permissions';
import { emailSchema, optionalText, pflichtText, plzSchema, telefonSchema, ustIdSchema } from './validation';

/** The figures of a producer in the support list (spec § 3, producer statistics). */
export type ErzeugerStatistik = {
  anzahlEntsorger: number;
  anzahlAnfallstellen: number;
  anzahlBenutzer: number;
  anzahlRechnungen: number;
  anzahlAnfragen: number;
  anzahlAuftraege: number;
};

/** One row of GET /api/v1/erzeuger; the figures only with `statistics=true`. */
export type ErzeugerListeEintrag = {
  id: number;
  name: string;
  typ: ErzeugerTyp;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  freigegeben: boolean;
  erstelltAm: string;
} & Partial<ErzeugerStatistik>;

/** GET /api/v1/erzeuger/info?id=: what the producer-scoped route guard needs. */
export type ErzeugerInfo = { id: number; name: string; typ: ErzeugerTyp; freigegeben: boolean };

/** GET /api/v1/erzeuger/forBenutzer: the producers the signed-in user may choose. */
export type ErzeugerAuswahl = { id: number; name: string };

/** PUT /api/v1/erzeuger/:id/freigeben. */
export type ErzeugerFreigegebenAntwort = ErzeugerInfo & { message: string };

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

/** GET /api/v1/erzeuger/:id: what the staff's edit form shows. */
export type ErzeugerStammdaten = Omit<Mandant, 'id' | 'freigegeben'> & {
  id: number;
  freigegeben: boolean;
  registriertAm: string | null;
  zusammengefuehrtInId: number | null;
  /** Where the browser loads the images; null while there is none. */
  logoUrl: string | null;
  signaturUrl: string | null;
};

/** GET /api/v1/erzeuger/create: the choices of the create and edit form. */
export type ErzeugerFormOptionen = {
  typen: readonly ErzeugerTyp[];
  holdings: ErzeugerAuswahl[];
  gruppierungen: ErzeugerAuswahl[];
  vertraege: { id: number; name: string; preisProMonat: number }[];
  branchen: { id: number; name: string }[];
};

/** GET /api/v1/erzeuger/benutzerList: a producer's active users as a short choice (e.g. the approver). */
export type ErzeugerBenutzerKurz = { id: number; name: string; email: string; rolle: string; bestellwertGrenze: number | null };

/** GET /api/v1/erzeuger/kunden: producers that are customers (of the disposer, or all for staff). */
export type ErzeugerKunde = { id: number; name: string; ort: string | null; freigegeben: boolean; kundennummer: string | null };

/** POST /api/v1/erzeuger/:id/inviteAll. */
export type InviteAllAntwort = { message: string; eingeladen: string[] };

/** PUT /api/v1/erzeuger/mergeMandant: the unapproved producer `discardMandantId` goes into `keepMandantId`. */
export const mergeMandantSchema = z.object({
  discardMandantId: ID,
  keepMandantId: ID,
});
export type MergeMandantAntwort = { message: string; behalten: ErzeugerInfo; verschoben: Record<string, number> };
