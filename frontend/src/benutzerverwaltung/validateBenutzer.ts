import { benutzerAendernSchema, benutzerAnlegenSchema } from '@abfallportal/common/benutzerverwaltung';
import { feldFehler } from '../ui/feldFehler';

/** The form checks with the server's schema, so both show the same German messages. */
export const validateBenutzerAnlegen = (values: Record<string, unknown>): Record<string, string> => {
  const result = benutzerAnlegenSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};

export const validateBenutzerAendern = (values: Record<string, unknown>): Record<string, string> => {
  const result = benutzerAendernSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};
