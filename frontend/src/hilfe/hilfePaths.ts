/** The help screens' paths (spec § 2 names the screens, not their paths). */
export const hilfePaths = {
  impressum: '/impressum',
  anleitung: '/anleitung',
  kontakt: '/kontakt',
  faq: '/faq',
} as const;

/** The screenshots of the instructions, produced by test/e2e/support/anleitungBilder.ts into frontend/public/anleitung/. */
export const anleitungBild = (name: string): string => `/anleitung/${name}.png`;
