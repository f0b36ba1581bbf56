/** The help screens' paths (spec § 2 names the screens, not their paths). */
export const hilfePaths = {
  impressum: '/impressum',
  anleitung: '/anleitung',
  kontakt: '/kontakt',
  faq: '/faq',
} as const;

/** The screenshots of the instructions in frontend/public/anleitung/ (made by test/e2e/support/anleitungBilder.ts). */
export const anleitungBild = (name: string): string => `/anleitung/${name}.png`;
