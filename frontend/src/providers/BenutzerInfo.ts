import type { ErzeugerTyp, Rolle } from '../../../common/src/permissions';

export type Anrede = 'FRAU' | 'HERR';

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
  onboardingCompleted: Record<string, boolean>;
  erzeuger: { id: number; name: string; typ: ErzeugerTyp } | null;
  entsorger: { id: number; name: string } | null;
  bestellwertGrenze: number | null;
  profilBildUrl: string | null;
};

/** Spec § 7: 401 means signed out; any other failure sets a fatal-error flag. */
export type BenutzerInfoStatus =
  { status: 'angemeldet'; info: BenutzerInfo } | { status: 'abgemeldet' } | { status: 'fehler'; message: string };
