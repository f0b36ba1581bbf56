import { z } from 'zod';
import { BELEG_RHYTHMEN, BELEG_STATUS, BELEG_TYPEN } from './beleg';
import { abfallmengeSchema } from './abfallmenge';
import { textIdSchema } from './validation';

/**
 * The documentation per site (spec §§ 2, 7, issue 20): periods, the producer's sites with their
 * documentation state, one site's receipts, quantities and balance. Wire schemas for server and browser.
 */

export const DOKUMENTATION_MELDUNGEN = {
  erzeugerNichtGefunden: 'Der Erzeuger wurde nicht gefunden.',
  anfallstelleNichtGefunden: 'Die Anfallstelle wurde nicht gefunden.',
  keineMenge: 'Keine Menge zum Beleg',
  /** Spec § 8 (also the exports' message). */
  keineDaten: 'Der Export findet keine Daten im Zeitraum',
  zertifikatAbgelaufen: 'Zertifikat abgelaufen',
} as const;

export const erzeugerParams = z.object({ erzeugerId: textIdSchema() });
export const standortParams = z.object({ erzeugerId: textIdSchema(), anfallstelleId: textIdSchema() });
/** The period: a calendar year (GET zeitraeume lists them); without it the current year. */
export const zeitraumQuery = z.object({ jahr: z.coerce.number().int().min(2000).max(2100).optional() });

/** A documentation period (zeitraum, spec § 3): a calendar year. */
export const zeitraumSchema = z.object({ id: z.number(), name: z.string(), beginn: z.string(), ende: z.string() });
export type Zeitraum = z.infer<typeof zeitraumSchema>;

export const STANDORT_STATUS = ['KEINE_DATEN', 'KEINE_PFLICHT', 'UNVOLLSTAENDIG', 'DOKUMENTIERT'] as const;
export type StandortStatus = (typeof STANDORT_STATUS)[number];
export const STANDORT_STATUS_TEXT: Record<StandortStatus, string> = {
  KEINE_DATEN: 'Keine Daten im Zeitraum',
  KEINE_PFLICHT: 'Keine Dokumentationspflicht',
  UNVOLLSTAENDIG: 'Unvollständig',
  DOKUMENTIERT: 'Dokumentiert',
};

export const standortUebersichtSchema = z.object({
  id: z.number(),
  name: z.string(),
  art: z.enum(['BAUSTELLE', 'GEWERBEBETRIEB']),
  ort: z.string().nullable(),
  anzahlBelege: z.number(),
  anzahlMengen: z.number(),
  tonnen: z.number(),
  kubikmeter: z.number().nullable(),
  status: z.enum(STANDORT_STATUS),
  statusText: z.string(),
});
export type StandortUebersicht = z.infer<typeof standortUebersichtSchema>;

/** One quantity line of a site: hand-entered, or a position of an approved receipt. */
export const mengenZeileSchema = z.object({
  quelle: z.enum(['ERFASST', 'BELEG']),
  abfallmengeId: z.string().nullable(),
  belegId: z.string().nullable(),
  belegNummer: z.string().nullable(),
  abfallschluessel: z.string(),
  avvBezeichnung: z.string().nullable(),
  gefaehrlich: z.boolean(),
  menge: z.string().nullable(),
  einheit: z.string().nullable(),
  tonnen: z.number().nullable(),
  kubikmeter: z.number().nullable(),
  entsorgungsverfahren: z.string().nullable(),
  verbleibsanlageName: z.string().nullable(),
  zertifikatName: z.string().nullable(),
  zertifikatGueltigBis: z.string().nullable(),
  /** "Keine Menge zum Beleg" when the position cannot be converted, else null. */
  hinweis: z.string().nullable(),
  /** The emptying kind (Leerungsart): disposal or cyclic; null when the receipt position does not say. */
  rhythmus: z.enum(BELEG_RHYTHMEN).nullable().optional(),
});
export type MengenZeile = z.infer<typeof mengenZeileSchema>;

/** The balance per AVV code and disposal path (plant or certificate, R/D method). */
export const bilanzZeileSchema = z.object({
  abfallschluessel: z.string(),
  avvBezeichnung: z.string().nullable(),
  gefaehrlich: z.boolean(),
  entsorgungsverfahren: z.string().nullable(),
  verbleibsanlageName: z.string().nullable(),
  zertifikatName: z.string().nullable(),
  gueltigBis: z.string().nullable(),
  abgelaufen: z.boolean(),
  tonnen: z.number(),
  kubikmeter: z.number(),
  anzahl: z.number(),
  ohneMenge: z.number(),
});
export type BilanzZeile = z.infer<typeof bilanzZeileSchema>;

export const standortBelegSchema = z.object({
  id: z.string(),
  typ: z.enum(BELEG_TYPEN),
  status: z.enum(BELEG_STATUS),
  nummer: z.string().nullable(),
  datum: z.string().nullable(),
  entsorgerName: z.string(),
  summe: z.number().nullable(),
});

export const standortDokumentationSchema = z.object({
  zeitraum: zeitraumSchema,
  anfallstelle: z.object({ id: z.number(), name: z.string(), art: z.enum(['BAUSTELLE', 'GEWERBEBETRIEB']), ort: z.string().nullable() }),
  status: z.enum(STANDORT_STATUS),
  belege: z.array(standortBelegSchema),
  abfallmengen: z.array(abfallmengeSchema),
  mengen: z.array(mengenZeileSchema),
  bilanz: z.array(bilanzZeileSchema),
  hinweise: z.object({
    dokumentationspflicht: z.object({ pflicht: z.boolean(), text: z.string(), erklaerung: z.string().nullable() }),
    gefaehrlich: z.string().nullable(),
    getrenntsammlung: z.object({
      jahr: z.number(),
      quote: z.number().nullable(),
      getrenntTonnen: z.number(),
      gesamtTonnen: z.number(),
      ohneMasse: z.number(),
      vorbehandlungEntfaellt: z.boolean(),
      text: z.string(),
    }),
  }),
  darfBearbeiten: z.boolean(),
});
export type StandortDokumentation = z.infer<typeof standortDokumentationSchema>;
