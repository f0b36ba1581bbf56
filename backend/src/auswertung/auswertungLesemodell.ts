import { BELEG_TYPEN } from '@abfallportal/common/beleg';
import { z } from 'zod';
import { spalte } from '../platform/lesemodellZeile';

/**
 * The evaluations' read models (DESIGN § 5, docs/decisions/lesemodell-vertraege.md): the projection
 * `auswertung` (projections/src/auswertung) creates and writes these tables, the evaluations' query
 * modules read them through this module. No other feature reads them: other features ask for waste
 * streams through the feature's index.ts.
 */
export const AUSWERTUNG_TABELLE = {
  zustand: 'ausw_zustand',
  menge: 'ausw_menge',
  kosten: 'ausw_kosten',
  auftragStatus: 'ausw_auftrag_status',
  mengeSumme: 'ausw_menge_summe',
  kostenSumme: 'ausw_kosten_summe',
} as const;

export type AuswertungTabelle = (typeof AUSWERTUNG_TABELLE)[keyof typeof AUSWERTUNG_TABELLE];

export const AUSWERTUNG_TABELLEN: readonly AuswertungTabelle[] = Object.values(AUSWERTUNG_TABELLE);

/** The grain of `ausw_menge_summe`: every column of `ausw_menge` the evaluations group or convert by. */
export const MENGE_SCHLUESSEL = [
  'erzeuger_id',
  'monat',
  'anfallstelle_id',
  'abfallschluessel',
  'avv',
  'fraktion_id',
  'entsorger_id',
  'verbleibsanlage_id',
  'entsorgungsverfahren',
  'quelle',
  'einheit',
  'abweichende_dichte',
  'behaeltertyp_id',
  'behaelter',
] as const;

/** The grain of `ausw_kosten_summe`. */
export const KOSTEN_SCHLUESSEL = ['erzeuger_id', 'monat', 'anfallstelle_id', 'abfallschluessel', 'avv', 'entsorger_id'] as const;

const text = z.string().nullable();
const zahl = z.number().nullable();

/** `ausw_zustand`: the folded state per stream (quantity, receipt or order), the projection's memory. */
export const auswZustandZeile = z.object({ stream: z.string(), zustand: z.unknown(), version: z.number() });
export type AuswZustandZeile = z.infer<typeof auswZustandZeile>;

/** `ausw_menge`: one row per source and month (a hand-entered quantity spread by `anteil`, or an approved receipt's position). */
export const auswMengeZeile = z.object({
  quelle: z.enum(['ERFASST', 'BELEG']),
  quelle_id: z.string(),
  nr: z.number(),
  monat: spalte.tag,
  erzeuger_id: z.number(),
  anfallstelle_id: z.number(),
  abfallschluessel: z.string(),
  avv: z.string(),
  fraktion_id: zahl,
  entsorger_id: zahl,
  verbleibsanlage_id: zahl,
  entsorgungsverfahren: text,
  menge: spalte.numerisch.nullable(),
  einheit: text,
  abweichende_dichte: spalte.numerisch.nullable(),
  behaeltertyp_id: zahl,
  behaelter: text,
  anteil: z.number(),
});
export type AuswMengeZeile = z.infer<typeof auswMengeZeile>;

/** `ausw_kosten`: one row per position with an amount of an approved receipt, signed by the receipt type. */
export const auswKostenZeile = z.object({
  beleg_id: z.string(),
  nr: z.number(),
  monat: spalte.tag,
  erzeuger_id: z.number(),
  anfallstelle_id: z.number(),
  entsorger_id: z.number(),
  abfallschluessel: z.string(),
  avv: z.string(),
  typ: z.enum(BELEG_TYPEN),
  betrag: spalte.numerisch,
});
export type AuswKostenZeile = z.infer<typeof auswKostenZeile>;

/** `ausw_auftrag_status`: one row per time an order entered a status (`bis` null: still in it). */
export const auswAuftragStatusZeile = z.object({
  auftrag_id: z.string(),
  revision: z.number(),
  erzeuger_id: z.number(),
  anfallstelle_id: z.number(),
  status: z.string(),
  monat: spalte.tag,
  von: spalte.zeitpunkt,
  bis: spalte.zeitpunkt.nullable(),
  bestellt: spalte.zeitpunkt.nullable(),
});
export type AuswAuftragStatusZeile = z.infer<typeof auswAuftragStatusZeile>;

/** `ausw_menge_summe`: `ausw_menge` summed at MENGE_SCHLUESSEL (quantities above zero), `zeilen` rows in it. */
export const auswMengeSummeZeile = auswMengeZeile
  .omit({ quelle_id: true, nr: true, anteil: true })
  .extend({ menge: spalte.numerisch, zeilen: z.number() });
export type AuswMengeSummeZeile = z.infer<typeof auswMengeSummeZeile>;

/** `ausw_kosten_summe`: `ausw_kosten` summed at KOSTEN_SCHLUESSEL. */
export const auswKostenSummeZeile = auswKostenZeile
  .pick({ erzeuger_id: true, monat: true, anfallstelle_id: true, abfallschluessel: true, avv: true, entsorger_id: true })
  .extend({ betrag: spalte.numerisch, zeilen: z.number() });
export type AuswKostenSummeZeile = z.infer<typeof auswKostenSummeZeile>;
