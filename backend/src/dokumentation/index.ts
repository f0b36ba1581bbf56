/**
 * The documentation feature's public face (issue 20): waste quantities and the documentation per
 * site. Other features, projections, composition roots and the demo data import only this module.
 */
export { dokumentationRoutes } from './dokumentationApi';
export { dokumentationScope } from './dokumentationZugang';
export { abfallmengeBezugsfehler } from './abfallmengeBezuege';
export { pruefeAbfallmengeFelder } from './abfallmengeDecide';
export { DOKUMENTATION_PROJEKTIONEN } from './dokumentationQueries';
export { createAbfallmengeBefehle, type AbfallmengeBefehle } from './abfallmengeBefehle';
export { abfallmengeAggregate, decideAbfallmenge, type AbfallmengeCommand } from './abfallmengeDecide';
export {
  ABFALLMENGE_EVENT_TYPEN,
  ABFALLMENGE_SCHEMA_VERSION,
  evolveAbfallmenge,
  initialAbfallmengeState,
  readAbfallmengeEvent,
  type AbfallmengeEvent,
  type AbfallmengeState,
} from './abfallmenge';
export { loadDokumentationsZeilen, loadStandortDokumentation, zeitraumVon, type DokumentationsZeile } from './dokumentationQueries';
export { hatAbfallmengenImZeitraum } from './abfallmengeAbfragen';
export { bilanz, kubikmeterGesamt } from './mengenBilanz';
export { ladeUmrechnungsstamm, type Umrechnungsstamm } from './umrechnungsstamm';
export {
  DOKUMENTATION_TABELLE,
  DOKUMENTATION_TABELLEN,
  abfallmengeZeile,
  dokuBelegPositionZeile,
  dokuBelegZeile,
  ladeBelegAusnahmen,
  zaehleDokuBelege,
  type AbfallmengeZeile,
  type BelegAusnahme,
  type DokuBelegPositionZeile,
  type DokuBelegZeile,
  type DokumentationTabelle,
} from './dokumentationLesemodell';
