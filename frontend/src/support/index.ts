export { ErzeugerCreate } from './ErzeugerCreate';
export { ErzeugerEdit } from './ErzeugerEdit';
export { ErzeugerList } from './ErzeugerList';
export { HoldingList } from './HoldingList';
export { SupportPage } from './SupportPage';
