/**
 * The read side of the evaluations (issue 21; its API is backend/src/auswertung): quantities, costs
 * and order status times per producer, site and month.
 */
export { auswertungProjection, KOSTEN_VORZEICHEN, type AuswertungTabelle } from './auswertungProjection';
