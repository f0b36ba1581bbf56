/**
 * What other features and composition roots may use of `benutzerverwaltung` (a producer's user
 * management). They import this module, never a file inside the folder.
 */
export { benutzerverwaltungRoutes } from './benutzerverwaltungApi';
export { mitEmailIndex, checkEmailFrei } from './benutzerCommands';
export { einladungSenden, inviteBenutzer } from './inviteBenutzer';
