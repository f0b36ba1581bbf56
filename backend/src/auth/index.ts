/** The sign-in feature's public face: other features and composition roots import only this module. */
export { hashPasswort } from './passwort';
export { authRoutes, GERAET_COOKIE } from './authApi';
