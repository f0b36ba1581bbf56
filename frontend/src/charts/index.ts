/**
 * Charts (issue 21): plotly loads on demand through the lazy components; the builders and the table
 * import nothing of plotly.
 */
export { Abfrage, WidgetKarte, type AbfrageProps } from './Abfrage';
export { SankeyDiagramm, StapelBalken } from './LazyDiagramme';
export { DatenTabelle, type DatenTabelleProps } from './DatenTabelle';
export {
  alsCsv,
  balkenAusAbfallstrom,
  balkenAusOverview,
  dateiname,
  deutschSortiert,
  istLeer,
  sankeySpur,
  type BalkenReihe,
  type SankeySpur,
  type Spalte,
} from './serien';
