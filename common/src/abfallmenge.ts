import { z } from 'zod';
import { BELEG_RHYTHMEN, MENGE_MUSTER, VERFAHREN_MUSTER, mengeAlsZahl } from './beleg';
import { idSchema, kalendertagSchema, uuidIdParams } from './validation';

/**
 * Waste quantities (Abfallmengen, spec § 3, issue 20): one documented quantity of a site, entered by
 * hand (receipts' positions are the other source, read by the documentation projection). The input
 * schema, the German messages and the wire types, shared by server and browser.
 */

/** Units a quantity is entered in; the documentation converts them to t and m³ (dokumentation.ts). */
export const ABFALLMENGE_EINHEITEN = ['t', 'kg', 'm³', 'l', 'Stück'] as const;
export type AbfallmengeEinheit = (typeof ABFALLMENGE_EINHEITEN)[number];

export const ABFALLMENGE_MELDUNGEN = {
  nichtGefunden: 'Die Abfallmenge wurde nicht gefunden.',
  menge: 'Bitte eine Menge größer 0 angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).',
  einheit: 'Bitte die Einheit der Menge wählen (t, kg, m³, l oder Stück).',
  dichte: 'Bitte eine Dichte in t/m³ größer 0 angeben (Ziffern, Komma, höchstens 3 Nachkommastellen).',
  abfallschluessel: 'Bitte einen Abfallschlüssel (AVV) angeben, z. B. 17 09 04.',
  abfallschluesselUnbekannt: 'Diesen Abfallschlüssel gibt es im Abfallverzeichnis nicht.',
  leistungsjahr: 'Bitte ein Leistungsjahr zwischen 2000 und 2100 angeben.',
  zeitraum: 'Das Ende des Leistungszeitraums liegt vor seinem Beginn.',
  rhythmus: 'Bitte Entsorgung oder Turnus wählen.',
  anzahlLeerungen: 'Bitte die Anzahl der Leerungen angeben.',
  verfahren: 'Bitte ein Entsorgungsverfahren angeben (R1–R13 oder D1–D15).',
  anlageOderZertifikat: 'Bitte entweder eine Verbleibsanlage wählen oder ein Zertifikat (PDF) hochladen – genau eines von beiden.',
  zertifikatTyp: 'Das Zertifikat muss eine PDF-Datei sein.',
  anlageUnbekannt: 'Diese Verbleibsanlage gibt es nicht.',
  anfallstelleUnbekannt: 'Diese Anfallstelle gibt es nicht.',
  fraktionUnbekannt: 'Diese Fraktion gibt es nicht.',
  behaelterUnbekannt: 'Diesen Behälter gibt es nicht.',
  ausnahme: 'Gemischte Abfälle brauchen eine Begründung der Ausnahme (GewAbfV).',
  ganzeZahl: 'Bitte eine ganze Zahl angeben.',
  negativ: 'Die Anzahl darf nicht negativ sein.',
  angabenFehlen: 'Die Angaben zur Abfallmenge fehlen (Formularteil abfallmenge als JSON).',
} as const;

/** AVV code as people write it: "17 09 04", "170904", hazardous with "*". */
export const AVV_MUSTER = /^\d{2} ?\d{2} ?\d{2}\*?$/;
/** "170904*" → "17 09 04*" (the catalogue's display form). */
export const avvAnzeige = (avv: string): string => {
  const roh = avv.replace(/\s/g, '');
  const stern = roh.endsWith('*') ? '*' : '';
  const z6 = roh.replace('*', '');
  return `${z6.slice(0, 2)} ${z6.slice(2, 4)} ${z6.slice(4, 6)}${stern}`;
};
/** "17 09 04*" → "170904" (the catalogue's key). */
export const avvKompakt = (avv: string): string => avv.replace(/[\s*]/g, '');

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen.`)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const anzahl = z
  .number(ABFALLMENGE_MELDUNGEN.ganzeZahl)
  .int(ABFALLMENGE_MELDUNGEN.ganzeZahl)
  .min(0, ABFALLMENGE_MELDUNGEN.negativ)
  .max(100_000);

/**
 * The fields of a waste quantity (spec § 3, § 5). The amount is kept exactly as entered ("1,250");
 * `verbleibsanlageId` or the certificate PDF (a file beside the JSON) – exactly one – is checked by
 * the decider, which knows whether a certificate is stored.
 */
export const abfallmengeFelderSchema = z
  .object({
    anfallstelleId: idSchema(ABFALLMENGE_MELDUNGEN.anfallstelleUnbekannt),
    fraktionId: idSchema(ABFALLMENGE_MELDUNGEN.fraktionUnbekannt).nullable().default(null),
    abfallschluessel: z.string(ABFALLMENGE_MELDUNGEN.abfallschluessel).trim().regex(AVV_MUSTER, ABFALLMENGE_MELDUNGEN.abfallschluessel),
    leistungsjahr: z
      .number(ABFALLMENGE_MELDUNGEN.leistungsjahr)
      .int(ABFALLMENGE_MELDUNGEN.leistungsjahr)
      .min(2000, ABFALLMENGE_MELDUNGEN.leistungsjahr)
      .max(2100, ABFALLMENGE_MELDUNGEN.leistungsjahr),
    leistungVon: kalendertagSchema.nullable().default(null),
    leistungBis: kalendertagSchema.nullable().default(null),
    menge: z
      .string(ABFALLMENGE_MELDUNGEN.menge)
      .trim()
      .regex(MENGE_MUSTER, ABFALLMENGE_MELDUNGEN.menge)
      .refine((m) => (mengeAlsZahl(m) ?? 0) > 0, ABFALLMENGE_MELDUNGEN.menge),
    einheit: z.enum(ABFALLMENGE_EINHEITEN, { error: ABFALLMENGE_MELDUNGEN.einheit }),
    abweichendeDichte: z
      .string()
      .trim()
      .regex(MENGE_MUSTER, ABFALLMENGE_MELDUNGEN.dichte)
      .refine((m) => (mengeAlsZahl(m) ?? 0) > 0, ABFALLMENGE_MELDUNGEN.dichte)
      .nullable()
      .default(null),
    rhythmus: z.enum(BELEG_RHYTHMEN, { error: ABFALLMENGE_MELDUNGEN.rhythmus }),
    anzahlLeerungen: anzahl.nullable().default(null),
    entsorgungsverfahren: z.string(ABFALLMENGE_MELDUNGEN.verfahren).trim().regex(VERFAHREN_MUSTER, ABFALLMENGE_MELDUNGEN.verfahren),
    verbleibsanlageId: idSchema(ABFALLMENGE_MELDUNGEN.anlageUnbekannt).nullable().default(null),
    /** Until when the uploaded certificate is valid (the plant's date counts for a plant). */
    zertifikatGueltigBis: kalendertagSchema.nullable().default(null),
    ausnahme: text(1000),
    behaeltertypId: idSchema(ABFALLMENGE_MELDUNGEN.behaelterUnbekannt).nullable().default(null),
    behaelterAnzahl: anzahl.nullable().default(null),
  })
  .superRefine((f, ctx) => {
    if (f.leistungVon && f.leistungBis && f.leistungBis < f.leistungVon)
      ctx.addIssue({ code: 'custom', path: ['leistungBis'], message: ABFALLMENGE_MELDUNGEN.zeitraum });
    if (f.rhythmus === 'TURNUS' && !f.anzahlLeerungen)
      ctx.addIssue({ code: 'custom', path: ['anzahlLeerungen'], message: ABFALLMENGE_MELDUNGEN.anzahlLeerungen });
  });
export type AbfallmengeFelder = z.infer<typeof abfallmengeFelderSchema>;
export type AbfallmengeEingabe = z.input<typeof abfallmengeFelderSchema>;

export const abfallmengeIdParams = uuidIdParams;

/** One hand-entered quantity as the documentation shows it (GET …/abfallmengen/:id, the site page). */
export const abfallmengeSchema = z.object({
  id: z.string(),
  erzeugerId: z.number(),
  anfallstelleId: z.number(),
  fraktionId: z.number().nullable(),
  fraktionName: z.string().nullable(),
  abfallschluessel: z.string(),
  avvBezeichnung: z.string().nullable(),
  leistungsjahr: z.number(),
  leistungVon: z.string().nullable(),
  leistungBis: z.string().nullable(),
  menge: z.string(),
  einheit: z.string(),
  abweichendeDichte: z.string().nullable(),
  rhythmus: z.enum(BELEG_RHYTHMEN),
  anzahlLeerungen: z.number().nullable(),
  entsorgungsverfahren: z.string(),
  verbleibsanlageId: z.number().nullable(),
  verbleibsanlageName: z.string().nullable(),
  zertifikatName: z.string().nullable(),
  zertifikatGueltigBis: z.string().nullable(),
  ausnahme: z.string().nullable(),
  behaeltertypId: z.number().nullable(),
  behaelterName: z.string().nullable(),
  behaelterAnzahl: z.number().nullable(),
  /** Converted through density and container volume; null when it cannot be. */
  tonnen: z.number().nullable(),
  kubikmeter: z.number().nullable(),
  version: z.number(),
});
export type Abfallmenge = z.infer<typeof abfallmengeSchema>;

export const abfallmengeAntwortSchema = z.object({
  id: z.string(),
  position: z.string().nullable(),
  projektionenAktuell: z.boolean(),
});
