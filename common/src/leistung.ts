import { z } from 'zod';
import { isoDatum } from './auftrag';
import { pflichtText, textIdSchema } from './validation';

/** Spec § 3, Service: the two kinds of price agreement. */
export const LEISTUNG_TYPEN = ['ENTSORGUNG', 'ZYKL_UMLEER_SPEISEBEHAELTER'] as const;
export type LeistungTyp = (typeof LEISTUNG_TYPEN)[number];

/** The units a price is billed in (the database allows exactly these). */
export const PREIS_EINHEITEN = ['Stück', 'Tag', 't', 'm³'] as const;
export type PreisEinheit = (typeof PREIS_EINHEITEN)[number];

/** Spec § 1 and § 9: shown wherever prices are shown. */
export const PREIS_HINWEIS = 'Preise verstehen sich zzgl. MwSt. und werden nach tatsächlicher Menge abgerechnet.';

export const LEISTUNG_MELDUNG = {
  preisFehlt: 'Bitte mindestens eine Preiszeile angeben.',
  preisNegativ: 'Der Preis darf nicht negativ sein.',
  preisZuGross: 'Der Preis ist zu groß.',
  preisNachkomma: 'Der Preis darf höchstens zwei Nachkommastellen haben.',
  preisZahl: 'Bitte einen Preis in Euro angeben.',
  einheit: 'Bitte eine Einheit wählen (Stück, Tag, t oder m³).',
  typ: 'Bitte eine Leistungsart wählen.',
  zeitraum: '„Gültig bis“ darf nicht vor „Gültig von“ liegen.',
  abfallschluessel: 'Bitte einen Abfallschlüssel mit sechs Ziffern angeben.',
  nichtGefunden: 'Die Preisvereinbarung wurde nicht gefunden.',
} as const;

const waehle = (was: string) =>
  z
    .number({ error: `Bitte ${was} wählen.` })
    .int(`Bitte ${was} wählen.`)
    .positive(`Bitte ${was} wählen.`)
    .max(2_147_483_647, `Bitte ${was} wählen.`);

const optionalWahl = (was: string) =>
  waehle(was)
    .nullish()
    .transform((v) => v ?? null);

/** Euro with at most two decimals (cents); 0 is allowed (e.g. a free pickup). */
export const euroSchema = z
  .number({ error: LEISTUNG_MELDUNG.preisZahl })
  .finite(LEISTUNG_MELDUNG.preisZahl)
  .min(0, LEISTUNG_MELDUNG.preisNegativ)
  .max(9_999_999_999.99, LEISTUNG_MELDUNG.preisZuGross)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, LEISTUNG_MELDUNG.preisNachkomma);

const einheitSchema = z.enum(PREIS_EINHEITEN, { error: LEISTUNG_MELDUNG.einheit });

export const preisZeileSchema = z.object({
  bezeichnung: pflichtText(200),
  preis: euroSchema,
  einheit: einheitSchema,
});
export type PreisZeile = z.infer<typeof preisZeileSchema>;

/** POST /leistung and PUT /leistung/{id} (spec § 7): every field of spec § 3 with its price lines. */
export const leistungSchema = z
  .object({
    typ: z.enum(LEISTUNG_TYPEN, { error: LEISTUNG_MELDUNG.typ }),
    gueltigVon: isoDatum,
    gueltigBis: isoDatum.nullish().transform((v) => v ?? null),
    erzeugerId: waehle('einen Kunden (Erzeuger)'),
    /** null: every site of the producer. */
    anfallstelleId: optionalWahl('eine Anfallstelle'),
    entsorgerId: waehle('einen Entsorger'),
    abfallschluessel: z
      .string({ error: LEISTUNG_MELDUNG.abfallschluessel })
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, LEISTUNG_MELDUNG.abfallschluessel)),
    behaelterkategorie: pflichtText(100),
    /** null: every container of the category. */
    behaelterId: optionalWahl('einen Behälter'),
    einheit: einheitSchema,
    verguetung: z.boolean().default(false),
    zyklusunabhaengig: z.boolean().default(false),
    preise: z.array(preisZeileSchema, { error: LEISTUNG_MELDUNG.preisFehlt }).min(1, LEISTUNG_MELDUNG.preisFehlt).max(50),
  })
  .refine((l) => l.gueltigBis === null || l.gueltigBis >= l.gueltigVon, { message: LEISTUNG_MELDUNG.zeitraum, path: ['gueltigBis'] });
export type LeistungEingabe = z.infer<typeof leistungSchema>;

/** A price agreement as the lists and forms show it (GET /leistung, /leistung/{id}). */
export const leistungAntwortSchema = z.object({
  id: z.number(),
  typ: z.enum(LEISTUNG_TYPEN),
  gueltigVon: z.string(),
  gueltigBis: z.string().nullable(),
  erzeugerId: z.number(),
  erzeugerName: z.string(),
  anfallstelleId: z.number().nullable(),
  anfallstelleName: z.string().nullable(),
  entsorgerId: z.number(),
  entsorgerName: z.string(),
  abfallschluessel: z.string(),
  /** e.g. '17 09 04 gemischte Bau- und Abbruchabfälle' */
  abfallschluesselAnzeige: z.string(),
  behaelterkategorie: z.string(),
  behaelterId: z.number().nullable(),
  behaelterBezeichnung: z.string().nullable(),
  einheit: z.enum(PREIS_EINHEITEN),
  verguetung: z.boolean(),
  zyklusunabhaengig: z.boolean(),
  preise: z.array(z.object({ bezeichnung: z.string(), preis: z.number(), einheit: z.enum(PREIS_EINHEITEN) })),
  /** Incremented by every change; edits send it back in If-Match (no lost updates). */
  version: z.number().int(),
});
export type Leistung = z.infer<typeof leistungAntwortSchema>;

/** Filters of GET /leistung (react-admin's `filter`). */
export const leistungFilterSchema = z.object({
  typ: z.enum(LEISTUNG_TYPEN).optional(),
  erzeugerId: textIdSchema().optional(),
  entsorgerId: textIdSchema().optional(),
  /** Only agreements valid on this day. */
  gueltigAm: isoDatum.optional(),
});

/** A producer that is a customer of a disposer (GET /entsorger/{id}/kunden). */
export const entsorgerKundeSchema = z.object({
  id: z.number(),
  erzeugerId: z.number(),
  erzeugerName: z.string(),
  kundennummer: z.string(),
  ort: z.string().nullable(),
  aktiv: z.boolean(),
  leistungen: z.number(),
});
export type EntsorgerKunde = z.infer<typeof entsorgerKundeSchema>;

/** The side panel of the disposer detail. */
export const entsorgerBereichSchema = z.object({
  id: z.number(),
  name: z.string(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  ansprechpartner: z.string().nullable(),
  email: z.string().nullable(),
  aktiv: z.boolean(),
  freigegeben: z.boolean(),
  kundenAnzahl: z.number(),
});
export type EntsorgerBereich = z.infer<typeof entsorgerBereichSchema>;

/** What the price form offers for one disposer. */
export const leistungOptionenSchema = z.object({
  erzeuger: z.array(z.object({ id: z.number(), name: z.string() })),
  anfallstellen: z.array(z.object({ id: z.number(), name: z.string(), erzeugerId: z.number() })),
  abfallschluessel: z.array(z.object({ id: z.string(), name: z.string() })),
  behaelterkategorien: z.array(z.string()),
  behaelter: z.array(z.object({ id: z.number(), name: z.string(), kategorie: z.string() })),
});
export type LeistungOptionen = z.infer<typeof leistungOptionenSchema>;

/** GET /leistung/optionen?entsorgerId= */
export const leistungOptionenQuerySchema = z.object({ entsorgerId: z.coerce.number().int().positive().max(2_147_483_647) });
