import { adminBenutzerSchema } from '@abfallportal/common/adminBenutzer';
import { feldFehler } from '../ui/feldFehler';

/** The form checks with the server's schema, so both show the same German messages. */
export const validateAdminBenutzer = (values: Record<string, unknown>): Record<string, string> => {
  const result = adminBenutzerSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};
