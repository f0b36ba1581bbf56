/** A failed call: the HTTP status and the German body the API sends ({ message, errors?, code? }). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string>;
  /** What a used token link answered (410 TOKEN_VERBRAUCHT, `antwort`), unchecked; linkFehler.ts reads it. */
  readonly antwort: unknown;

  constructor(status: number, message: string, code?: string, errors: Record<string, string> = {}, antwort?: unknown) {
    super(message);
    this.antwort = antwort;
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

/** The status of any error thrown by our clients or by react-admin's fetchJson (HttpError). */
export const errorStatus = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  const { status } = error;
  return typeof status === 'number' ? status : undefined;
};
