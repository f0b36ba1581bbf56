/**
 * What other features may use of `benutzer` (the signed-in user's own account). They import this
 * module, never a file inside the folder.
 */
export { createPasswortLink, EINLADUNG_GUELTIG_TAGE, LINK_GUELTIG_STUNDEN, type PasswortLinkArt } from './passwortLink';
