export type OnboardingSchritt = 'stammdaten' | 'abschluss';

/**
 * Which onboarding modal to show (spec § 2, § 4): none once every flag is true; first "complete
 * master data" (unless put off for this session with "Später"), then "done".
 */
export const onboardingSchritt = (flags: Readonly<Record<string, boolean>>, stammdatenVerschoben: boolean): OnboardingSchritt | null => {
  if (Object.values(flags).every(Boolean)) return null;
  if (flags.stammdaten !== true && !stammdatenVerschoben) return 'stammdaten';
  return flags.abschluss === true ? null : 'abschluss';
};
