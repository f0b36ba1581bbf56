export { LeistungsnummerCreate } from './LeistungsnummerCreate';
export { LeistungsnummerEdit } from './LeistungsnummerEdit';
export { LeistungsnummerList } from './LeistungsnummerList';
