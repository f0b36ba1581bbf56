/** The admin and support accounts: pages loaded on demand by App.tsx, URLs built by adminBenutzerPaths. */
export { AdminBenutzerCreate } from './AdminBenutzerCreate';
export { AdminBenutzerEdit } from './AdminBenutzerEdit';
export { AdminBenutzerList } from './AdminBenutzerList';
export { adminBenutzerPaths } from './adminBenutzerPaths';
