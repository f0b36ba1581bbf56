import { z } from 'zod';
import { idSchema, kalendertagSchema, optionalText, text } from './validation';

/** Every order status of spec § 4, wire values exactly as the spec spells them. */
export const AUFTRAG_STATUS = [
  'WARTEN_AUF_ANGEBOT',
  'ANGEBOT_AN_KUNDEN',
  'BESTELLUNG',
  'BESTELLUNG_BESTAETIGT',
  'BESTELLAENDERUNG_LIEFERTERMIN',
  'BESTELLUNG_ERINNERUNG',
  'BESTELLUNG_ZUR_FREIGABE',
  'IN_ANLIEFERUNG',
  'VOR_ORT',
  'PROBLEM',
  'PROBLEM_BEHOBEN',
  'ZUSATZLEERUNG_BEAUFTRAGT',
  'ZUSATZLEERUNG_ERINNERUNG',
  'ZUSATZLEERUNG_BESTAETIGT',
  'ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN',
  'BEHAELTERABZUG_BEAUFTRAGT',
  'BEHAELTERABZUG_ERINNERUNG',
  'BEHAELTERABZUG_BESTAETIGT',
  'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN',
  'BEHAELTERTAUSCH_BEAUFTRAGT',
  'BEHAELTERTAUSCH_ERINNERUNG',
  'BEHAELTERTAUSCH_BESTAETIGT',
  'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN',
  'IN_ABHOLUNG',
  'ABRECHNUNG',
  'AUFTRAG_ABGESCHLOSSEN',
  'AUFTRAG_STORNIERT_VOR_FREIGABE',
  'AUFTRAG_STORNIERT',
  'ANFRAGE_ABGELEHNT',
  'BESTELLUNG_ABGELEHNT',
] as const;
export type AuftragStatus = (typeof AUFTRAG_STATUS)[number];

/** ISO calendar date as it travels (DESIGN § 8): yyyy-MM-dd, a real day within the accepted years. */
export const isoDatum = kalendertagSchema;

/** Spec § 3 order types; the first slice places container deliveries. */
export const AUFTRAGSARTEN = ['BEHAELTERSTELLUNG', 'ZUSATZLEERUNG', 'BEHAELTERTAUSCH', 'BEHAELTERABZUG'] as const;
export type Auftragsart = (typeof AUFTRAGSARTEN)[number];

/** POST /api/v1/auftrag: the wizard's three steps in one body. */
export const auftragAufgebenSchema = z
  .object({
    erzeugerId: idSchema(),
    // Step 1: time and place
    anfallstelleId: idSchema('Bitte eine Anfallstelle wählen.'),
    wunschLiefertermin: isoDatum,
    wunschAbholtermin: isoDatum.nullish(),
    lieferterminUnbekannt: z.boolean().default(false),
    // Step 2: material and amount
    fraktionId: idSchema('Bitte eine Fraktion wählen.'),
    abfallschluessel: z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel wählen.'),
    behaelterId: idSchema('Bitte einen Behälter wählen.'),
    anzahl: z.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.'),
    // Step 3: details
    entsorgerId: idSchema('Bitte einen Entsorger wählen.').optional(),
    kommentar: optionalText(2000),
    begruendungGemischt: optionalText(2000),
    /** The user confirmed ordering although no price was found (spec § 5). */
    ohnePreisBestaetigt: z.boolean().default(false),
    /** Ask these disposers for offers instead of ordering (WARTEN_AUF_ANGEBOT); `entsorgerId` is then not used. */
    angebotEntsorgerIds: z
      .array(idSchema('Bitte einen Entsorger wählen.'))
      .min(1, 'Bitte mindestens einen Entsorger wählen.')
      .max(20, 'Höchstens 20 Entsorger.')
      .refine((ids) => new Set(ids).size === ids.length, 'Jeder Entsorger nur einmal.')
      .optional(),
    /** The user who approves an order above the orderer's order value limit (spec § 4). */
    freigeberId: idSchema('Bitte wählen Sie eine Person zur Freigabe.').optional(),
  })
  .refine((a) => !a.wunschAbholtermin || a.wunschAbholtermin >= a.wunschLiefertermin, {
    path: ['wunschAbholtermin'],
    message: 'Der Abholtermin darf nicht vor dem Liefertermin liegen.',
  })
  .refine((a) => a.entsorgerId !== undefined || a.angebotEntsorgerIds !== undefined, {
    path: ['entsorgerId'],
    message: 'Bitte einen Entsorger wählen.',
  });
export type AuftragAufgebenBody = z.input<typeof auftragAufgebenSchema>;

/** POST /api/v1/auftrag/preis: the price lookup of spec § 8 (customer, site, waste key, category, container, date). */
export const preisAnfrageSchema = z.object({
  erzeugerId: idSchema(),
  anfallstelleId: idSchema(),
  entsorgerId: idSchema().nullish(),
  abfallschluessel: z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel mit sechs Ziffern angeben.'),
  behaelterId: idSchema(),
  datum: isoDatum,
  // What makes the estimate exact: count, the fraction's density and the rent days up to the removal.
  anzahl: z.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.').default(1),
  fraktionId: idSchema().nullish(),
  abholDatum: isoDatum.nullish(),
});

/** POST /api/v1/auftrag/checkBestellwertGrenze: is this amount above the user's order value limit? */
export const bestellwertGrenzeSchema = z.object({
  erzeugerId: idSchema(),
  betrag: z.number({ error: 'Bitte einen Betrag in Euro angeben.' }).nonnegative('Der Betrag darf nicht negativ sein.'),
});
export type PreisAnfrage = z.infer<typeof preisAnfrageSchema>;

/** Body of a workflow action (logged in or through a token link); which fields count depends on the action. */
export const workflowBodySchema = z.object({
  liefertermin: isoDatum.optional(),
  wunschtermin: isoDatum.optional(),
  begruendung: optionalText(2000),
  kommentar: optionalText(2000),
});
export type WorkflowBody = z.infer<typeof workflowBodySchema>;

export const vorgangsKommentarSchema = z.object({ kommentar: text().max(4000, 'Höchstens 4000 Zeichen.') });

/** The admin's forced change (spec § 4): new status and the dates it needs. */
export const forceStateTransitionSchema = z.object({
  status: z.enum(AUFTRAG_STATUS),
  wunschLiefertermin: isoDatum.nullish(),
  liefertermin: isoDatum.nullish(),
  wunschAbholtermin: isoDatum.nullish(),
  abholtermin: isoDatum.nullish(),
});

/** spec § 4: urgent when dueInDays is set and at most 1. */
export const istDringend = (dueInDays: number | null | undefined): boolean =>
  dueInDays !== null && dueInDays !== undefined && dueInDays <= 1;

/** The wizard's ids in a query string: a missing or bad one asks to choose it. */
const wahl = (was: string) =>
  z.coerce
    .number({ error: `Bitte ${was} wählen.` })
    .int(`Bitte ${was} wählen.`)
    .positive(`Bitte ${was} wählen.`)
    .max(2_147_483_647, `Bitte ${was} wählen.`);

/** GET /api/v1/auftrag/timeAndPlace?erzeugerId= */
export const erzeugerQuerySchema = z.object({ erzeugerId: wahl('einen Erzeuger') });
/** GET /api/v1/auftrag/wertstoff?erzeugerId=&anfallstelleId= */
export const wertstoffQuerySchema = erzeugerQuerySchema.extend({ anfallstelleId: wahl('eine Anfallstelle') });
/** GET /api/v1/auftrag/behaelterOptions/{fraktionId} */
export const behaelterParamsSchema = z.object({ fraktionId: wahl('eine Fraktion') });
/** GET /api/v1/auftrag/sortedEntsorgerIdsAndPreisInfo?…: without a date the wizard asks for the earliest delivery. */
export const entsorgerPreisQuerySchema = wertstoffQuerySchema.extend({
  abfallschluessel: z.string().regex(/^\d{6}$/, 'Bitte einen Abfallschlüssel mit sechs Ziffern angeben.'),
  behaelterId: wahl('einen Behälter'),
  datum: isoDatum.optional(),
  anzahl: z.coerce.number().int().min(1, 'Mindestens ein Behälter.').max(99, 'Höchstens 99 Behälter.').default(1),
  fraktionId: wahl('eine Fraktion').optional(),
  abholDatum: isoDatum.optional(),
});
