/**
 * The evaluations' public face (issue 21): the routes (waste streams, KPIs, overview, sites, user
 * preferences, Sankey PDF and table downloads), and the waste streams for other features. Its read
 * models are projections/src/auswertung.
 */
export { auswertungRoutes, ladeAbfallstrom, erzeugerDerAuswertung, AUSWERTUNG_MELDUNGEN } from './auswertungApi';
export { zeitraumAus, vorjahrVon, monateIm } from './auswertungZeitraum';
export { praeferenzRoutes } from './praeferenzApi';
export { auswertungDownloadRoutes } from './auswertungDownloadApi';
export {
  AUSWERTUNG_TABELLE,
  AUSWERTUNG_TABELLEN,
  KOSTEN_SCHLUESSEL,
  MENGE_SCHLUESSEL,
  auswAuftragStatusZeile,
  auswKostenSummeZeile,
  auswKostenZeile,
  auswMengeSummeZeile,
  auswMengeZeile,
  auswZustandZeile,
  type AuswertungTabelle,
} from './auswertungLesemodell';
