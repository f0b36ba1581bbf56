import { z } from 'zod';
import { ERZEUGER_TYPEN, ROLLEN } from './permissions';

export type Anrede = 'FRAU' | 'HERR';

/** Onboarding steps of the dashboard modals (spec § 2); all true = onboarding complete. */
export const ONBOARDING_SCHRITTE = ['stammdaten', 'abschluss'] as const;
export type OnboardingSchritt = (typeof ONBOARDING_SCHRITTE)[number];

const anredeWire = z.enum(['FRAU', 'HERR']).nullable();
const onboardingWire = z.record(z.enum(ONBOARDING_SCHRITTE), z.boolean());

/**
 * Issue 19: whom the onboarding asks and where it stands. `gilt`: only a producer's own user (never
 * admin, support, a disposer, or staff acting as someone); `verschoben`: put off with "Später" until
 * the user opens it again from the user menu (stored per user on the server); `stammdatenVollstaendig`:
 * the contact data the first modal asks for are really there, so "Fertig" may show.
 */
export const onboardingStandSchema = z.object({
  gilt: z.boolean(),
  verschoben: z.boolean(),
  stammdatenVollstaendig: z.boolean(),
});
export type OnboardingStand = z.infer<typeof onboardingStandSchema>;

/** GET /api/v1/benutzer/info: the signed-in user as the session knows them (spec § 3). */
export const benutzerInfoSchema = z.object({
  id: z.number(),
  email: z.string(),
  anrede: anredeWire,
  vorname: z.string(),
  nachname: z.string(),
  telefon: z.string().nullable(),
  rolle: z.enum(ROLLEN),
  permissions: z.array(z.string()),
  isAlias: z.boolean(),
  /** The real user while acting as this one (isAlias); absent or null otherwise. */
  aliasVon: z.object({ id: z.number(), name: z.string() }).nullish(),
  onboardingCompleted: onboardingWire,
  onboarding: onboardingStandSchema,
  erzeuger: z.object({ id: z.number(), name: z.string(), typ: z.enum(ERZEUGER_TYPEN) }).nullable(),
  entsorger: z.object({ id: z.number(), name: z.string() }).nullable(),
  bestellwertGrenze: z.number().nullable(),
  profilBildUrl: z.string().nullable(),
});
export type BenutzerInfo = z.infer<typeof benutzerInfoSchema>;

/** GET and POST /api/v1/benutzer/profil: the own contact data; `version` is the account's (ETag). */
export const profilSchema = z.object({
  anrede: anredeWire,
  vorname: z.string(),
  nachname: z.string(),
  telefon: z.string().nullable(),
  email: z.string(),
  profilBildUrl: z.string().nullable(),
  version: z.number().int(),
});
export type Profil = z.infer<typeof profilSchema>;

/** PUT /api/v1/benutzer/onboarding/{schritt}: the steps as they are now. */
export const onboardingAntwortSchema = z.object({
  onboardingCompleted: onboardingWire.optional(),
  onboarding: onboardingStandSchema.optional(),
});

/**
 * GET /api/v1/benutzer/sitzung (issue 19): whether anyone is signed in, answered 200 either way, so public pages
 * ask without a 401 in the browser console; signed in, the same user info as GET /api/v1/benutzer/info.
 */
export const sitzungSchema = z.discriminatedUnion('angemeldet', [
  z.object({ angemeldet: z.literal(false) }),
  z.object({ angemeldet: z.literal(true), info: benutzerInfoSchema }),
]);
export type Sitzung = z.infer<typeof sitzungSchema>;
