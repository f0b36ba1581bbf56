/**
 * The evaluations' public face (issue 21): the routes, and the waste streams for the Sankey PDF and
 * the table downloads. Its read models are projections/src/auswertung.
 */
export { auswertungRoutes, ladeAbfallstrom, erzeugerDerAuswertung, AUSWERTUNG_MELDUNGEN } from './auswertungApi';
export { zeitraumAus, vorjahrVon, monateIm } from './auswertungQueries';
/** Evaluations (issue 21): user preferences, Sankey PDF, table downloads. */
export { praeferenzRoutes } from './praeferenzApi';
