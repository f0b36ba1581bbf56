/**
 * The receipts feature's public face (issue 20): other features, projections, composition roots
 * and the demo data import only this module.
 */
export { belegRoutes, belegDateityp } from './belegApi';
export { createBelegBefehle, type BelegBefehle } from './belegBefehle';
export { rechnungEmailJob, rechnungEmailsAbholen, RECHNUNG_EMAIL_JOB } from './eingang/rechnungEmailJob';
export { rechnungEmailRoutes } from './eingang/rechnungEmailApi';
export { rechnungEmailAbrufenRoutes } from './eingang/rechnungEmailAbrufenApi';
export { erfassenAusDatei, type ErfassenAusDateiEingabe, type ErfassenAusDateiErgebnis } from './eingang/erfassenAusDatei';
export { beendeERechnungLeser } from './erechnung';
export { belegImportRoutes } from './belegImportRoutes';
export { belegAggregate, decideBeleg, type BelegCommand } from './belegDecide';
export {
  BELEG_EVENT_TYPEN,
  BELEG_SCHEMA_VERSION,
  evolveBeleg,
  initialBelegState,
  readBelegEvent,
  type BelegEvent,
  type BelegState,
} from './beleg';
export {
  BELEG_TABELLE,
  BELEG_TABELLEN,
  BELEG_TAG_SQL,
  belegAnzahlJeErzeugerSql,
  belegeImZeitraum,
  belegHistorieZeile,
  belegPositionZeile,
  belegUebersichtZeile,
  belegZuordnungZeile,
  ladeBelegDateien,
  ladeBelegPositionen,
  type BelegDatei,
  type BelegHistorieZeile,
  type BelegPositionMitAnlage,
  type BelegPositionZeile,
  type BelegTabelle,
  type BelegUebersichtZeile,
  type BelegZeitraum,
  type BelegZuordnungZeile,
} from './belegLesemodell';
