/** Every URL of the own-profile feature. */
export const profilPaths = {
  root: '/profil',
  kontaktdaten: '/profil/kontaktdaten',
  passwort: '/profil/passwort',
} as const;
