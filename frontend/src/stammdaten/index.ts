/** Master data: its pages are loaded on demand by App.tsx, its URLs built by stammdatenPaths. */
export { StammdatenCreate } from './StammdatenCreate';
export { StammdatenEdit } from './StammdatenEdit';
export { StammdatenList } from './StammdatenList';
export { StammdatenPage } from './StammdatenPage';
export { stammdatenPaths } from './stammdatenPaths';
