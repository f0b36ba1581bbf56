/**
 * The order feature's public face: other features, projections, composition roots and benchmarks
 * import only this module.
 */
export { auftragRoutes } from './auftragRoutes';
export type {
  AuftragPorts,
  AuftragPreisPort,
  BestellFakten,
  BestellGrenzen,
  BestellIds,
  PreisFrage,
  UebersichtFrage,
  VorgangsnummerPort,
} from './ports';
export { createAuftragBefehle, sequenceVorgangsnummern, type AuftragBefehle } from './auftragBefehle';
export { auftragAggregate } from './auftragAggregate';
export {
  AUFTRAG_EVENT_TYPEN,
  AUFTRAG_SCHEMA_VERSION,
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragAufgegeben,
  type AuftragDaten,
  type AuftragEvent,
  type AuftragState,
  type AuftragStatusGeaendert,
  type AngebotsAntwort,
  type AngebotAbgegeben,
  type AnfrageAbgelehnt,
  type AngebotAngenommen,
} from './auftrag';
export type { AuftragCommand, EntsorgerZusammenfuehren } from './auftragDecide';
export { AUFTRAG_PROJEKTIONEN, auftragListe, toListeEintrag } from './auftragQueries';
export { loadAuftragHistorie } from './auftragHistorie';
// The read models' contract: what other features and the projection may know of the order tables.
export {
  ANFRAGE_STATUS,
  AUFTRAG_TABELLEN,
  AUFTRAG_TABELLEN_LISTE,
  anzahlInStatus,
  auftraegeBeiEntsorger,
  auftraegeMitLeistungsdaten,
  auftraegeZurZuordnung,
  auftragHistorieZeileSchema,
  auftragNachVorgangsnummer,
  auftragStatusZaehlerZeileSchema,
  auftragSucheZeileSchema,
  auftragsVerwendung,
  auftragUebersichtZeileSchema,
  auftragZahlenJeErzeugerSql,
  auftragZugang,
  behaelterDerAnfallstellen,
  gemischtBegruendeteAuftraege,
  statusVerlauf,
  uebersichtParser,
  uebersichtSpalten,
  type AuftragHistorieZeile,
  type AuftragLeistungsdaten,
  type AuftragNachVorgangsnummer,
  type AuftragStatusVerlauf,
  type AuftragStatusZaehlerZeile,
  type AuftragSucheZeile,
  type AuftragTabelle,
  type AuftragUebersichtSpalte,
  type AuftragUebersichtZeile,
} from './lesemodell';
export { auftraegeMitBezug, ladeAuftrag, type AuftragBezug } from './auftraegeMitBezug';
export { entsorgerInAuftraegenUmhaengen } from './entsorgerUmhaengen';
export { neueTokens, TOKEN_GUELTIG_TAGE, type TokenZeileNeu } from './token/auftragToken';
export { demoBestellung, inTagen } from './testing/demoBestellung';
export { aufgegeben } from './auftragTestdaten';
export {
  abzugAufHauptauftrag,
  erinnerungenSenden,
  erinnerungJob,
  ERINNERUNG_AUS_STATUS,
  ERINNERUNG_CRON,
  ERINNERUNG_JOB,
  type SystemDeps,
} from './folgeauftragSystem';
export { folgeauftragBeauftragen } from './folgeauftrag';
