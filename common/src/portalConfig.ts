import { z } from 'zod';

/** The operator's imprint data (Impressum, § 5 DDG); from the IMPRESSUM_* variables, null when not configured. */
export const impressumSchema = z.object({
  betreiber: z.string(),
  anschrift: z.array(z.string()),
  vertretenDurch: z.string().nullable(),
  register: z.string().nullable(),
  ustId: z.string().nullable(),
  email: z.string(),
  telefon: z.string().nullable(),
});
export type Impressum = z.infer<typeof impressumSchema>;

/** GET /api/v1/config: what the public pages need before anyone signs in (spec § 3: loginUrl, phpApiHost). */
export const portalConfigSchema = z.object({
  portalName: z.string(),
  ssoEnabled: z.boolean(),
  devMailbox: z.boolean(),
  /** Where a user signs in (links in mails and on public pages). */
  loginUrl: z.string(),
  /** The API's base address (the spec's name: the former PHP backend's host); the portal's own /api. */
  phpApiHost: z.string(),
  impressum: impressumSchema,
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
