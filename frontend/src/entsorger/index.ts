export { EntsorgerCreate } from './EntsorgerCreate';
export { EntsorgerEdit } from './EntsorgerEdit';
export { EntsorgerList } from './EntsorgerList';
export { SupportEntsorgerList } from './SupportEntsorgerList';
