/** Company data: its pages are loaded on demand by App.tsx, its URLs built by firmendatenPaths. */
export { AdresseCreate } from './AdresseCreate';
export { AdresseEdit } from './AdresseEdit';
export { AdressenPage } from './AdressenPage';
export { FirmendatenPage } from './FirmendatenPage';
export { firmendatenPaths } from './firmendatenPaths';
export { FirmenKontaktdatenPage } from './FirmenKontaktdatenPage';
export { HauptsitzPage } from './HauptsitzPage';
export { VollmachtPage } from './VollmachtPage';
