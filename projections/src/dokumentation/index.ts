/**
 * The read side of the documentation feature (its write side is backend/src/dokumentation): waste
 * quantities and approved receipts' positions per site and year.
 */
export { dokumentationProjection, type DokumentationTabelle } from './dokumentationProjection';
