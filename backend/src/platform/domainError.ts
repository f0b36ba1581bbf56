/**
 * What went wrong in the domain, without HTTP. Only the edge (errorHandler) maps the kind to a
 * status code; the message is German and meant for the user.
 */
export type DomainErrorKind =
  /** The input or the command does not fit the rules (also: not possible in the current status). */
  | 'ungueltig'
  /** The user may not do this. */
  | 'verboten'
  /** It does not exist, or it is not the user's to see (the same answer, so nothing leaks). */
  | 'nichtGefunden'
  /** Somebody else changed it first. */
  | 'konflikt'
  /** A link or token that was used, expired or never existed. */
  | 'abgelaufen';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: { errors?: Record<string, string>; code?: string; antwort?: object } = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const ungueltig = (message: string, details?: DomainError['details']) => new DomainError('ungueltig', message, details);
export const verboten = (message: string) => new DomainError('verboten', message);
export const nichtGefunden = (message: string) => new DomainError('nichtGefunden', message);
