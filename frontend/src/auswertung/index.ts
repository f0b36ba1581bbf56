/** Evaluations (issue 21): the page, and the parts the dashboard's widgets reuse. */
export { auswertungFeature } from './feature';
export { auswertungPaths } from './auswertungPaths';
export { Abfrage, WidgetKarte } from './Abfrage';
export { AbfallstromZeilen, keineMengen, SankeyMitExport } from './AbfallstromTeile';
export { BilanzGenerator } from './BilanzGenerator';
export { KpiBoard } from './KpiBoard';
export { auswertungApi, type AuswertungAnfrage } from './auswertungApi';
export { useAbfallstrom, useOverview } from './useAuswertung';
