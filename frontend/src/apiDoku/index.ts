/** The admin's API page (issue 17, item 1): route, title, menu entry and the page itself. */
export { ApiDokuPage } from './ApiDokuPage';
export { API_DOKU_MENUEINTRAG, API_DOKU_PFAD, API_DOKU_TITEL, darfApiDokuSehen } from './apiDokuPaths';
