/** Disposal plants in the support area: the list is loaded on demand by App.tsx. */
export { VerbleibsanlageList } from './VerbleibsanlageList';
export { verbleibsanlagenPaths } from './verbleibsanlagenPaths';
