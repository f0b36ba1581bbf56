import type { ZodError } from 'zod';

/** The first message per field of a failed parse, keyed like the server's `errors`. */
export const feldFehler = (error: ZodError): Record<string, string> => {
  const fehler: Record<string, string> = {};
  for (const issue of error.issues) fehler[issue.path.join('.')] ??= issue.message;
  return fehler;
};
