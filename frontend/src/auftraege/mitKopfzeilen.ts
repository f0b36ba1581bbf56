import { ApiError } from '../providers/ApiError';
import { emitAppEvent } from '../providers/appEvents';
import { httpClient } from '../providers/dataProvider';

const alsApiError = (error: unknown): unknown => {
  if (typeof error !== 'object' || error === null || !('status' in error) || typeof error.status !== 'number') return error;
  const body: unknown = 'body' in error ? error.body : null;
  const daten = typeof body === 'object' && body !== null ? (body as { message?: unknown; code?: unknown; errors?: unknown }) : {};
  const message = typeof daten.message === 'string' ? daten.message : error instanceof Error ? error.message : `HTTP ${error.status}`;
  const code = typeof daten.code === 'string' ? daten.code : undefined;
  const errors = typeof daten.errors === 'object' && daten.errors !== null ? (daten.errors as Record<string, string>) : {};
  return new ApiError(error.status, message, code, errors);
};

/**
 * A JSON POST with extra request headers (apiFetch takes none): react-admin's http client with the
 * anti-forgery header, its errors turned into our ApiError. A 401 ends the session as everywhere.
 */
export const mitKopfzeilen = async <T>(path: string, json: unknown, kopfzeilen: Record<string, string>): Promise<T> => {
  const headers = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json', ...kopfzeilen });
  try {
    const { json: antwort } = await httpClient(path, { method: 'POST', body: JSON.stringify(json), headers });
    return antwort as T;
  } catch (error) {
    const apiError = alsApiError(error);
    if (apiError instanceof ApiError && apiError.status === 401) emitAppEvent({ type: 'unauthorized' });
    throw apiError;
  }
};
