export { ErzeugerList } from './ErzeugerList';
export { SupportPage } from './SupportPage';
