/** The admin's API page (issue 17, item 1): its feature (route and user-menu entry) and its path. */
export { apiDokuFeature } from './feature';
export { API_DOKU_PFAD, API_DOKU_TITEL, darfApiDokuSehen } from './apiDokuPaths';
