import { imKalenderBereich, MELDUNGEN } from '@abfallportal/common/validation';
import { ungueltig, type DomainError } from '../platform/domainError';

/** A refusal naming every field at fault; its message is the first field's. */
export const fehler = (errors: Record<string, string>): DomainError => ungueltig(Object.values(errors)[0]!, { errors });

/**
 * The decider holds the date bounds itself, not only the HTTP edge: an order event with a day
 * PostgreSQL refuses (year 0) stopped the order projection for every tenant (issue 17).
 */
export const pruefeBereich = (errors: Record<string, string>, termine: Record<string, string | null | undefined>): void => {
  for (const [feld, tag] of Object.entries(termine)) if (tag && !imKalenderBereich(tag)) errors[feld] ??= MELDUNGEN.datumBereich;
};
