/** Every URL of the registration (public pages outside the layout, spec § 2). */
export const registrierungPaths = {
  registrierung: '/registrierung',
  abgeschlossen: '/registrierung-abgeschlossen',
} as const;
