/** The signed-in user's feature: other features and composition roots import only this module. */
export { loadUserInfo } from './benutzerInfo';
