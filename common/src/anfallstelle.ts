import { z } from 'zod';
import { MELDUNGEN, optionalText, pflichtText, plzSchema, text } from './validation';

/** Waste type of a site (spec § 3): construction site or commercial business. */
export const ANFALLSTELLE_ARTEN = ['BAUSTELLE', 'GEWERBEBETRIEB'] as const;
export type AnfallstelleArt = (typeof ANFALLSTELLE_ARTEN)[number];

export const ANFALLSTELLE_MELDUNGEN = {
  nichtGefunden: 'Die Anfallstelle wurde nicht gefunden.',
  keineBerechtigung: 'Sie haben keine Berechtigung, Anfallstellen zu verwalten.',
  nameVergeben: 'Eine Anfallstelle mit diesem Namen gibt es bei diesem Erzeuger bereits.',
  inVerwendung:
    'Die Anfallstelle wird in Aufträgen oder Preisvereinbarungen verwendet und kann nicht gelöscht werden. Sie können sie stattdessen deaktivieren.',
  nurBild: 'Bitte laden Sie ein JPEG- oder PNG-Bild hoch.',
  formular: 'Die Formulardaten der Anfallstelle fehlen oder sind kein gültiges JSON (Teil customContextDto).',
  vertragsGrenze: (max: number) =>
    `Ihr Vertrag erlaubt höchstens ${max} aktive ${max === 1 ? 'Anfallstelle' : 'Anfallstellen'}. Bitte deaktivieren Sie eine andere Anfallstelle oder wechseln Sie den Vertrag.`,
} as const;

/** A postal code that must be given: a supplier has to find the site. */
const pflichtPlz = plzSchema.refine((v) => v !== '', MELDUNGEN.pflichtfeld);

/**
 * A site as the form sends it (spec § 3), the `customContextDto` part of POST /api/v1/anfallstelle
 * and the body of PUT /api/v1/anfallstelle/{id}. `bildEntfernen`/`skizzeEntfernen` drop a stored picture.
 */
export const anfallstelleSchema = z.object({
  /** Whose site; staff name the producer, a producer's user may leave it out (their own then). */
  erzeugerId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  name: pflichtText(200),
  nummer: optionalText(50),
  kostenstelle: optionalText(50),
  art: z.enum(ANFALLSTELLE_ARTEN, { error: 'Bitte wählen Sie Baustelle oder Gewerbebetrieb.' }),
  hinweisLieferant: optionalText(1000),
  details: optionalText(2000),
  strasse: pflichtText(200),
  plz: pflichtPlz,
  ort: pflichtText(100),
  /** New sites start active; a change without it keeps the state. */
  aktiv: z.boolean().optional(),
  bildEntfernen: z.boolean().default(false),
  skizzeEntfernen: z.boolean().default(false),
});
export type AnfallstelleEingabe = z.input<typeof anfallstelleSchema>;

/** `GET /api/v1/anfallstelle/{id}/activate?aktiv=`: sets the state; without the parameter it activates. */
export const aktivParam = text()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === 'true') return true;
    if (v === 'false') return false;
    ctx.addIssue({ code: 'custom', message: 'aktiv muss true oder false sein.' });
    return z.NEVER;
  });

/** One site on the wire (GET list, GET/PUT /api/v1/anfallstelle/{id}); `version` is its ETag (If-Match on every change). */
export const anfallstelleAntwortSchema = z.object({
  id: z.number().int(),
  erzeugerId: z.number().int(),
  name: z.string(),
  nummer: z.string().nullable(),
  kostenstelle: z.string().nullable(),
  art: z.enum(ANFALLSTELLE_ARTEN),
  hinweisLieferant: z.string().nullable(),
  details: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  aktiv: z.boolean(),
  /** From the geocoding port; null without a configured provider or when the address was not found. */
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** Where the browser loads the photo and the sketch; null while there is none. */
  bildUrl: z.string().nullable(),
  skizzeUrl: z.string().nullable(),
  version: z.number().int(),
});
export type Anfallstelle = z.infer<typeof anfallstelleAntwortSchema>;
