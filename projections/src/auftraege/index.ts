/**
 * The read side of the orders feature (its write side is backend/src/auftraege): the read models and
 * the reactor that mails a new order to the disposer. Composition roots import only this module.
 */
export { auftragProjection } from './auftragProjection';
export { createBestellungMailReactor } from './bestellungMailReactor';
export { createAngebotsanfrageMailReactor } from './angebotsanfrageMailReactor';
export { createFreigabeMailReactor } from './freigabeMailReactor';
export { createLeistungMailReactor } from './leistungMailReactor';
export { createFolgeauftragReaktor } from './folgeauftragReaktor';
export { createProblemMailReactor } from './problemMailReactor';
