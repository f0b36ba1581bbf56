/** Disposal plants in the support area: its pages are loaded on demand by App.tsx. */
export { VerbleibsanlageCreate } from './VerbleibsanlageCreate';
export { VerbleibsanlageEdit } from './VerbleibsanlageEdit';
export { VerbleibsanlageList } from './VerbleibsanlageList';
export { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
