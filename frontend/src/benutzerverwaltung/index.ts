/** The producer's user management: its pages are loaded on demand by App.tsx, its URLs built by benutzerverwaltungPaths. */
export { BenutzerCreate } from './BenutzerCreate';
export { BenutzerEdit } from './BenutzerEdit';
export { BenutzerList } from './BenutzerList';
export { benutzerverwaltungPaths } from './benutzerverwaltungPaths';
