import { z } from 'zod';

/** GET /api/v1/config: what the public pages need before anyone signs in. */
export const portalConfigSchema = z.object({
  portalName: z.string(),
  ssoEnabled: z.boolean(),
  devMailbox: z.boolean(),
});
export type PortalConfig = z.infer<typeof portalConfigSchema>;
