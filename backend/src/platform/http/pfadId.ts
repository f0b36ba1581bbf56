import { textIdSchema } from '@abfallportal/common/validation';
import { nichtGefunden } from '../domainError';

/**
 * A numeric id from a path or query string (or a number from a filter). Anything that is not
 * digits within PostgreSQL's integer ("1e3", "0x10", 2^31) names nothing: the same 404 as an
 * unknown id, never a failing query.
 */
export function pfadId(raw: unknown, meldung: string): number {
  const id = typeof raw === 'string' && !/^\d{1,10}$/.test(raw) ? null : textIdSchema().safeParse(raw);
  if (!id?.success) throw nichtGefunden(meldung);
  return id.data;
}
