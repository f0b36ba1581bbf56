import { z } from 'zod';
import { isoDatum } from './auftrag';
import { optionalText, pflichtText, plzSchema } from './validation';

export const VERBLEIBSANLAGE_MELDUNGEN = {
  nichtGefunden: 'Die Verbleibsanlage wurde nicht gefunden.',
  keineBerechtigung: 'Sie haben keine Berechtigung, Verbleibsanlagen zu verwalten.',
  nameVergeben: 'Eine Verbleibsanlage mit diesem Namen gibt es bereits.',
  entsorgerUnbekannt: 'Diesen Entsorger gibt es nicht.',
  nurPdf: 'Bitte laden Sie das Zertifikat als PDF hoch.',
  keinZertifikat: 'Zu dieser Verbleibsanlage ist kein Zertifikat hinterlegt.',
  freigegebenNurSupport: 'Eine freigegebene Verbleibsanlage kann nur der Support ändern.',
  inVerwendung: 'Die Verbleibsanlage wird noch verwendet und kann nicht gelöscht werden. Führen Sie sie stattdessen zusammen.',
  zusammenSelbst: 'Eine Verbleibsanlage kann nicht mit sich selbst zusammengeführt werden.',
} as const;

const leerWirdNull = (v: string): string | null => (v === '' ? null : v);

/** Form fields arrive as text in a multipart body: '' means "none". */
const optionaleId = z
  .union([z.number(), z.string()])
  .nullish()
  .transform((v) => (v === undefined || v === null || v === '' ? null : Number(v)))
  .pipe(z.number({ error: 'Bitte wählen Sie einen Entsorger.' }).int().positive().max(2_147_483_647).nullable());

/**
 * A disposal plant as created or changed (POST, PUT /api/v1/ablageort; spec § 3 and § 7): the
 * certificate PDF comes as the multipart file `zertifikatDatei`.
 */
export const verbleibsanlageSchema = z.object({
  name: pflichtText(200),
  entsorgerId: optionaleId,
  strasse: optionalText(200),
  plz: plzSchema.nullish().transform((v) => leerWirdNull(v ?? '')),
  ort: optionalText(100),
  zertifikatGueltigBis: z
    .union([isoDatum, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type VerbleibsanlageEingabe = z.input<typeof verbleibsanlageSchema>;

const id = z.coerce.number({ error: 'Bitte wählen Sie eine Verbleibsanlage.' }).int().positive().max(2_147_483_647);

/** PUT /api/v1/ablageort/merge: the discarded plant's references move to the kept one. */
export const zusammenfuehrenSchema = z
  .object({ discardAblageortId: id, keepAblageortId: id })
  .refine((v) => v.discardAblageortId !== v.keepAblageortId, {
    message: VERBLEIBSANLAGE_MELDUNGEN.zusammenSelbst,
    path: ['keepAblageortId'],
  });

/** One plant on the wire; `version` is sent back as If-Match with every change. */
export const verbleibsanlageWireSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  entsorgerId: z.number().int().nullable(),
  entsorgerName: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  zertifikatGueltigBis: z.string().nullable(),
  /** The valid-until date lies before today (Europe/Berlin). */
  zertifikatAbgelaufen: z.boolean(),
  /** Where the certificate PDF is downloaded; null while there is none. */
  zertifikatUrl: z.string().nullable(),
  freigegeben: z.boolean(),
  /** The producer whose user added it (may use it while unapproved); null when staff added it. */
  erstelltVonErzeugerId: z.number().int().nullable(),
  version: z.number().int(),
});
export type Verbleibsanlage = z.infer<typeof verbleibsanlageWireSchema>;

/** The answer of a merge: the kept plant and how many references moved, per table. */
export const zusammenfuehrungAntwortSchema = z.object({
  behalten: verbleibsanlageWireSchema,
  verschoben: z.record(z.string(), z.number()),
});
export type ZusammenfuehrungAntwort = z.infer<typeof zusammenfuehrungAntwortSchema>;
