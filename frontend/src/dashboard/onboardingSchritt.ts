import type { OnboardingStand } from '@abfallportal/common/benutzerInfo';

export type OnboardingSchritt = 'stammdaten' | 'abschluss';

/**
 * Which onboarding modal to show (spec § 2, issue 19). Only a producer's own user is asked, once:
 * after "Fertig" or "Später" nothing shows until the user opens it again from the user menu
 * (`geoeffnet`). "Fertig" shows only when the master data are really complete; after "Jetzt
 * vervollständigen" nothing nags while the user is still completing them.
 */
export const onboardingSchritt = (
  stand: OnboardingStand,
  flags: Readonly<Record<string, boolean>>,
  geoeffnet: boolean,
): OnboardingSchritt | null => {
  if (!stand.gilt) return null;
  if (!geoeffnet && (flags.abschluss === true || stand.verschoben)) return null;
  if (stand.stammdatenVollstaendig) return 'abschluss';
  return geoeffnet || flags.stammdaten !== true ? 'stammdaten' : null;
};

/** The user menu offers the onboarding again while it is not finished (issue 19). */
export const onboardingWiederOeffnen = (stand: OnboardingStand, flags: Readonly<Record<string, boolean>>): boolean =>
  stand.gilt && flags.abschluss !== true;
