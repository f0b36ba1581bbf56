import { verbleibsanlageSchema } from '@abfallportal/common/verbleibsanlage';
import { feldFehler } from '../ui/feldFehler';

/** The form checks with the server's schema, so both show the same German messages. */
export const validateVerbleibsanlage = (values: Record<string, unknown>): Record<string, string> => {
  const result = verbleibsanlageSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};
