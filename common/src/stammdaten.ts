import { z } from 'zod';
import { optionalText, pflichtText } from './validation';

/**
 * Master data (spec §§ 2, 3): the types maintained under /stammdaten, one API path each
 * (/api/v1/stammdaten/<typ>). Service numbers are their own feature.
 */
export const STAMMDATEN_TYPEN = [
  'branchen',
  'einheiten',
  'behaelterkategorien',
  'entsorgungsverfahren',
  'vertraege',
  'abfallbehaelter',
  'abfallschluessel',
  'ausnahmen',
  'quotenquelle',
  'fraktionen',
  'kostenstellen',
  'leerungszyklen',
] as const;
export type StammdatenTyp = (typeof STAMMDATEN_TYPEN)[number];

export const istStammdatenTyp = (typ: string): typ is StammdatenTyp => (STAMMDATEN_TYPEN as readonly string[]).includes(typ);

export const KOSTENSTELLEN_TYPEN = ['ENTSORGUNG', 'ZYKL_UMLEER_SPEISEBEHAELTER'] as const;
export type KostenstellenTyp = (typeof KOSTENSTELLEN_TYPEN)[number];

const ZAHL = 'Bitte geben Sie eine Zahl ein.';
const GANZZAHL = 'Bitte geben Sie eine ganze Zahl ein.';

/** A number from a form (number) or a JSON file (number or "1,5"); empty becomes null. */
const zahlOderLeer = z
  .union([z.number({ error: ZAHL }), z.string({ error: ZAHL }), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const n = typeof v === 'number' ? v : /^-?\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : NaN;
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: ZAHL });
      return z.NEVER;
    }
    return n;
  });

/** A decimal between min and max with at most `stellen` decimals (spec § 5); optional unless `pflicht`. */
const dezimal = (min: number, max: number, stellen = 3) =>
  zahlOderLeer
    .refine((n) => n === null || (n >= min && n <= max), `Bitte geben Sie eine Zahl zwischen ${min} und ${max} ein.`)
    .refine(
      (n) => n === null || Math.abs(Math.round(n * 10 ** stellen) - n * 10 ** stellen) < 1e-6,
      `Höchstens ${stellen} Nachkommastellen.`,
    );
const pflichtDezimal = (min: number, max: number, stellen = 3) =>
  dezimal(min, max, stellen)
    .refine((n) => n !== null, 'Dieses Feld ist ein Pflichtfeld.')
    .transform((n) => n as number);
const ganzzahl = (min: number, max: number) =>
  zahlOderLeer
    .refine((n) => n === null || Number.isInteger(n), GANZZAHL)
    .refine((n) => n === null || (n >= min && n <= max), `Bitte geben Sie eine Zahl zwischen ${min} und ${max} ein.`);
const jaNein = z.boolean({ error: 'Bitte geben Sie ja (true) oder nein (false) an.' }).default(false);

/** '170904' or '17 09 04' → '17 09 04' (AVV: six digits in three pairs). */
export const avvMitLeerzeichen = (eingabe: string): string | null => {
  const ziffern = eingabe.replace(/\s/g, '');
  return /^\d{6}$/.test(ziffern) ? `${ziffern.slice(0, 2)} ${ziffern.slice(2, 4)} ${ziffern.slice(4)}` : null;
};

const nameSchema = z.object({ name: pflichtText(200) });
const nameMitBeschreibung = z.object({ name: pflichtText(200), beschreibung: optionalText(1000) });

/** The input of one row per type: the same schema checks the forms, the API and every row of an import. */
export const STAMMDATEN_SCHEMAS = {
  branchen: nameSchema,
  einheiten: z.object({ name: pflichtText(100), kuerzel: optionalText(20) }),
  behaelterkategorien: nameSchema,
  entsorgungsverfahren: z.object({
    code: pflichtText(10).regex(/^[RD]\d{1,2}$/, 'Ein Verfahren heißt R oder D mit einer Nummer, z. B. R5 oder D1.'),
    art: z.enum(['Verwertung', 'Beseitigung'], { error: 'Bitte wählen Sie Verwertung oder Beseitigung.' }),
    bezeichnung: pflichtText(1000),
    hinweis: optionalText(2000),
    quelle: optionalText(500),
  }),
  vertraege: z.object({
    name: pflichtText(200),
    maxAnfallstellen: ganzzahl(0, 100_000),
    maxEntsorger: ganzzahl(0, 100_000),
    preisProMonat: pflichtDezimal(0, 1_000_000, 2),
    registrierbar: jaNein,
  }),
  abfallbehaelter: z.object({
    bezeichnung: pflichtText(200),
    typ: pflichtText(200),
    volumenM3: pflichtDezimal(0.001, 1000).refine((n) => n > 0, 'Das Volumen muss größer als 0 sein.'),
    maxFuellgewichtT: dezimal(0, 1000),
    zyklisch: jaNein,
    sortierung: ganzzahl(-100_000, 100_000).transform((n) => n ?? 0),
    normHinweis: optionalText(500),
    quelle: optionalText(500),
  }),
  abfallschluessel: z.object({
    abfallschluessel: pflichtText(20).transform((v, ctx) => {
      const schluessel = avvMitLeerzeichen(v);
      if (schluessel === null) {
        ctx.addIssue({ code: 'custom', message: 'Ein Abfallschlüssel hat sechs Ziffern, z. B. 17 09 04.' });
        return z.NEVER;
      }
      return schluessel;
    }),
    bezeichnung: pflichtText(1000),
    gefaehrlich: jaNein,
    bezeichnungEn: optionalText(1000),
  }),
  ausnahmen: nameMitBeschreibung,
  quotenquelle: nameMitBeschreibung,
  fraktionen: z
    .object({
      bezeichnung: pflichtText(200),
      dichte: dezimal(0.001, 30),
      dichteMin: dezimal(0, 30),
      dichteMax: dezimal(0, 30),
      typischeAvv: optionalText(500),
      gewabfvBezug: optionalText(500),
      quelle: optionalText(2000),
    })
    .refine((f) => f.dichteMin === null || f.dichteMax === null || f.dichteMin <= f.dichteMax, {
      message: 'Die minimale Dichte darf nicht größer als die maximale sein.',
      path: ['dichteMax'],
    }),
  kostenstellen: z.object({
    typ: z.enum(KOSTENSTELLEN_TYPEN, { error: 'Bitte wählen Sie Entsorgung oder Umleer- und Speisebehälter.' }),
    nummer: pflichtText(50),
    name: pflichtText(200),
  }),
  leerungszyklen: z.object({ name: pflichtText(100), tage: ganzzahl(1, 3660) }),
} as const satisfies Record<StammdatenTyp, z.ZodType>;

export type StammdatenEingabe<T extends StammdatenTyp> = z.input<(typeof STAMMDATEN_SCHEMAS)[T]>;

/**
 * One row as the lists show it: its id (number, or the code for AVV keys and methods), its fields
 * and (editable rows) its `version`, sent back as If-Match with every change.
 */
export type StammdatenZeile = { id: number | string } & Record<string, string | number | boolean | null>;
export const stammdatenZeileSchema = z
  .object({ id: z.union([z.number(), z.string()]), version: z.number().int().optional() })
  .catchall(z.union([z.string(), z.number(), z.boolean(), z.null()]));

/** GET /api/v1/stammdaten/<typ>/export: a JSON file that the import of the same type reads back. */
export type StammdatenExport = { typ: StammdatenTyp; exportiertAm: string; zeilen: Record<string, unknown>[] };

/** POST /api/v1/stammdaten/<typ>/import: what was written. */
export const importErgebnisSchema = z.object({ angelegt: z.number().int(), aktualisiert: z.number().int() });
export type ImportErgebnis = z.infer<typeof importErgebnisSchema>;

/** A refused row: its number in the file (first row = 1) and why. Nothing is written when there is one. */
export type AbgelehnteZeile = { zeile: number; meldung: string };
export type ImportAbgelehnt = { message: string; abgelehnt: AbgelehnteZeile[] };

/** Reference lists loaded at session start (spec § 4); the last three only for admin and support. */
export const SITZUNGS_LISTEN = [
  'abfallbehaelter',
  'abfallschluessel',
  'behaelterkategorien',
  'einheiten',
  'entsorgungsverfahren',
  'leerungszyklen',
  'erzeuger',
  'kostenstellen',
  'fraktionen',
] as const;
export type SitzungsListe = (typeof SITZUNGS_LISTEN)[number];
export const NUR_FUER_PERSONAL: readonly SitzungsListe[] = ['erzeuger', 'kostenstellen', 'fraktionen'];

/** GET /api/v1/vertrag/info: the signed-in producer's contract with its limits and current counts. */
export const vertragInfoSchema = z.object({
  vertrag: z
    .object({
      id: z.number().int(),
      name: z.string(),
      maxAnfallstellen: z.number().int().nullable(),
      maxEntsorger: z.number().int().nullable(),
      preisProMonat: z.number(),
    })
    .nullable(),
  anzahlAnfallstellen: z.number().int(),
  anzahlEntsorger: z.number().int(),
});
export type VertragInfo = z.infer<typeof vertragInfoSchema>;
