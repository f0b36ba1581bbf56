import { ApiError, errorStatus } from '../providers/ApiError';

export type FailureKind = 'query' | 'mutation';

/** The alert for a failed call: message key plus a detail that is either a key or the server's German text. */
export type FailureAlert = { message: 'fehler.failedLoading' | 'fehler.failedSaving'; detail: string };

/**
 * Spec § 7: a failed query shows 'failedLoading' with 'pleaseTryAgain', a failed mutation
 * 'failedSaving' with 'pleaseTryAgain'. A 401 shows nothing: the user is sent to logout.
 * For a rejected input (4xx) the server's German message is the more useful detail.
 */
export const failureNotification = (kind: FailureKind, error: unknown): FailureAlert | null => {
  const status = errorStatus(error);
  if (status === 401) return null;
  const message = kind === 'query' ? 'fehler.failedLoading' : 'fehler.failedSaving';
  const clientError = status !== undefined && status >= 400 && status < 500;
  const text = clientError ? serverText(error) : undefined;
  return { message, detail: text ?? 'fehler.pleaseTryAgain' };
};

/** The German text the server sent: our ApiError's message, or the body of react-admin's HttpError (forms, lists). */
const serverText = (error: unknown): string | undefined => {
  if (error instanceof ApiError) return error.message !== '' ? error.message : undefined;
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : undefined;
  const text = typeof body === 'object' && body !== null && 'message' in body ? (body as { message: unknown }).message : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
};
