import type { ErzeugerTyp, Rolle } from './permissions';

export type Anrede = 'FRAU' | 'HERR';

/** Onboarding steps of the dashboard modals (spec § 2); all true = onboarding complete. */
export const ONBOARDING_SCHRITTE = ['stammdaten', 'abschluss'] as const;
export type OnboardingSchritt = (typeof ONBOARDING_SCHRITTE)[number];

/** GET /api/v1/benutzer/info: the signed-in user as the session knows them (spec § 3). */
export type BenutzerInfo = {
  id: number;
  email: string;
  anrede: Anrede | null;
  vorname: string;
  nachname: string;
  telefon: string | null;
  rolle: Rolle;
  permissions: string[];
  isAlias: boolean;
  /** The real user while acting as this one (isAlias); absent or null otherwise. */
  aliasVon?: { id: number; name: string } | null;
  onboardingCompleted: Record<OnboardingSchritt, boolean>;
  erzeuger: { id: number; name: string; typ: ErzeugerTyp } | null;
  entsorger: { id: number; name: string } | null;
  bestellwertGrenze: number | null;
  profilBildUrl: string | null;
};
