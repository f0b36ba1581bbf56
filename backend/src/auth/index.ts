/** The sign-in feature's public face: other features and composition roots import only this module. */
export { gesperrt } from './anmelden';
export { authRoutes, GERAET_COOKIE } from './authApi';
export { NORMALISIERTE_EMAIL_SQL, normalisiereBenutzername } from './benutzername';
export { istHaeufigesPasswort } from './haeufigesPasswort';
export { createLoginLimiter, LIMITS, type LoginLimiter } from './loginLimiter';
export { hashPasswort, verifyPasswort } from './passwort';
export { sitzungenBeenden } from './sitzungenBeenden';
export { standardPerspektive } from './standardPerspektive';
