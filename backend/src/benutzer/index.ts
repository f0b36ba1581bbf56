/**
 * What other features and composition roots may use of `benutzer` (the signed-in user's own
 * account). They import this module, never a file inside the folder.
 */
export { loadUserInfo } from './benutzerInfo';
export { createPasswortLink, EINLADUNG_GUELTIG_TAGE, LINK_GUELTIG_STUNDEN, type PasswortLinkArt } from './passwortLink';
export { benutzerRoutes } from './benutzerApi';
