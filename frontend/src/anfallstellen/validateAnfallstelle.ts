import { anfallstelleSchema } from '@abfallportal/common/anfallstelle';
import { feldFehler } from '../ui/feldFehler';

/** The form checks with the server's schema, so both show the same German messages. */
export const validateAnfallstelle = (values: Record<string, unknown>): Record<string, string> => {
  const result = anfallstelleSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};
