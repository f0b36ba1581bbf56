/**
 * The orders feature's public face: other features, the read side (projections/src/auftraege, through
 * the package export `@abfallportal/backend/auftraege`) and composition roots import only this module.
 */
export {
  AUFTRAG_EVENT_TYPEN,
  evolveAuftrag,
  initialAuftragState,
  istNeu,
  readAuftragEvent,
  type AuftragAufgegeben,
  type AuftragDaten,
} from './auftrag';
export { auftragAggregate } from './auftragAggregate';
export { neueTokens, TOKEN_GUELTIG_TAGE, type TokenZeileNeu } from './token/auftragToken';
