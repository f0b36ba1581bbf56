/**
 * The prices feature's public face: price agreements (/v1/leistung), a disposer's customers, and
 * the answer to the order slice's price port. Other features and composition roots import only this.
 */
export { leistungRoutes } from './leistungVerwaltungApi';
export { entsorgerKundenRoutes } from './entsorgerKundenApi';
export { createAuftragPreisPort } from './auftragPreisPort';
