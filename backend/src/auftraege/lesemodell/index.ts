/**
 * The order read models as a contract (docs/decisions/lesemodell-vertraege.md): table names, a row
 * schema per table, and the named queries other features may use. The projection
 * (projections/src/auftraege) creates and writes these tables; the order feature reads them through
 * this folder; other features through backend/src/auftraege/index.ts only.
 */
export { AUFTRAG_TABELLEN, AUFTRAG_TABELLEN_LISTE, type AuftragTabelle } from './tabellen';
export {
  auftragUebersichtZeileSchema,
  uebersichtParser,
  uebersichtSpalten,
  type AuftragUebersichtSpalte,
  type AuftragUebersichtZeile,
} from './uebersichtZeile';
export {
  ANFRAGE_STATUS,
  auftraegeBeiEntsorger,
  auftraegeMitLeistungsdaten,
  auftraegeZurZuordnung,
  auftragsVerwendung,
  auftragZahlenJeErzeugerSql,
  auftragZugang,
  behaelterDerAnfallstellen,
  gemischtBegruendeteAuftraege,
  type AuftragLeistungsdaten,
} from './uebersicht';
export {
  auftragHistorieZeileSchema,
  historieParser,
  statusVerlauf,
  type AuftragHistorieZeile,
  type AuftragStatusVerlauf,
} from './historie';
export { auftragSucheSql, auftragSucheZeileSchema, type AuftragSucheZeile } from './suche';
export { auftragNachVorgangsnummer, type AuftragNachVorgangsnummer } from './vorgangsnummer';
export { anzahlInStatus, auftragStatusZaehlerZeileSchema, type AuftragStatusZaehlerZeile } from './statusZaehler';
