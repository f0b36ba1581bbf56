/**
 * The read side of the receipts feature (its write side is backend/src/belege): the read model and
 * the reactor that mails a disposer when its receipt is rejected as faulty.
 */
export { belegProjection, type BelegTabelle } from './belegProjection';
export { createBelegFehlerMailReactor, BELEG_FEHLERHAFT_ANLASS } from './belegFehlerMailReactor';
