/** The producer's sites: its pages are loaded on demand by App.tsx, its URLs built by anfallstellenPaths. */
export { AnfallstelleCreate } from './AnfallstelleCreate';
export { AnfallstelleEdit } from './AnfallstelleEdit';
export { AnfallstelleList } from './AnfallstelleList';
export { anfallstellenPaths } from './anfallstellenPaths';
