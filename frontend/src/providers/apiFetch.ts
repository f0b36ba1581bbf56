import { fehlerDeutsch } from '../i18n/fehlerDeutsch';
import { ApiError } from './ApiError';
import { emitAppEvent } from './appEvents';
import { readCookie } from './readCookie';
import { versionHeaders, type Version } from './version';
import { sitzungWechseltGerade } from './sitzungswechsel';

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  query?: Record<string, string | number | boolean>;
  /** Spec § 9: the auth client times out after 90 s, uploads after 60 s, the main client never. */
  timeoutMs?: number;
  /** Calls whose 401 means "not signed in" rather than "session ended" (login, user info, logout). */
  authCall?: boolean;
  /** The version of the record the screen loaded: sent as If-Match on an edit (lost updates, 409 when stale). */
  version?: Version;
  /** Further request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
};

export type SendInit = { method: string; headers: Headers; body?: BodyInit; timeoutMs?: number };

// Under https the server names it with the __Host- prefix, so no subdomain can plant one.
const XSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'];
// Answers 200 signed out too (issue 19): fetching a token before signing in leaves no 401 in the console.
const INFO_PATH = '/api/v1/benutzer/sitzung';

const isMutating = (method: string): boolean => method !== 'GET';

const readXsrf = (): string | undefined => XSRF_COOKIES.map((name) => readCookie(document.cookie, name)).find((v) => v !== undefined);

/** GET user info sets a fresh anti-forgery cookie when it is absent or belongs to another session. */
const refreshXsrf = async (): Promise<void> => {
  await fetch(INFO_PATH, { credentials: 'include', headers: { Accept: 'application/json' } });
};

/** The anti-forgery cookie; GET user info sets it when it is absent (spec § 7). */
export const xsrfToken = async (): Promise<string | undefined> => {
  const present = readXsrf();
  if (present !== undefined) return present;
  await refreshXsrf();
  return readXsrf();
};

const withQuery = (path: string, query: ApiRequest['query']): string => {
  if (!query) return path;
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return `${path}?${params.toString()}`;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    const code = 'code' in body && typeof body.code === 'string' ? body.code : undefined;
    const errors = 'errors' in body && typeof body.errors === 'object' && body.errors !== null ? body.errors : {};
    const antwort = 'antwort' in body ? body.antwort : undefined;
    return new ApiError(response.status, body.message, code, errors as Record<string, string>, antwort);
  }
  return new ApiError(response.status, meldungOhneText(response.status));
};

/**
 * A German message for an answer without one of ours (a proxy's 502/503/504 page, a bare status):
 * never the browser's English status text (spec § 8: "service unavailable", HTTP 400, HTTP 500).
 */
export const meldungOhneText = (status: number): string => {
  if (status === 502 || status === 503 || status === 504) return fehlerDeutsch.dienstNichtVerfuegbar;
  if (status >= 500) return fehlerDeutsch.http500;
  if (status === 400) return fehlerDeutsch.http400;
  return fehlerDeutsch.generic;
};

/**
 * Sends one request with same-origin cookies and, on a change, the anti-forgery header. The token is
 * bound to the session: after the server ended it (idle, password changed elsewhere) the cookie is
 * stale; then a fresh one is fetched once and the request sent again. Every call of the portal goes
 * through here (apiFetch and the data provider).
 */
export async function sendRequest(url: string, init: SendInit): Promise<Response> {
  const { method, headers, body, timeoutMs } = init;
  const send = async (): Promise<Response> => {
    if (isMutating(method)) {
      const token = await xsrfToken();
      if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
    }
    return fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
  };
  const response = await send().catch((fehler: unknown) => {
    // The portal could not be reached at all (offline, connection refused): "service unavailable" (spec § 8).
    if (fehler instanceof TypeError) throw new ApiError(503, fehlerDeutsch.dienstNichtVerfuegbar);
    throw fehler;
  });
  if (response.status === 403 && isMutating(method)) {
    const code: unknown = await response
      .clone()
      .json()
      .then(
        (b: { code?: unknown }) => b.code,
        () => undefined,
      );
    if (code === 'CSRF') {
      await refreshXsrf();
      return send();
    }
  }
  return response;
}

/** The portal's http client: German errors as ApiError, a 401 ends the session (spec § 7). */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers = new Headers({ Accept: 'application/json', ...request.headers, ...versionHeaders(request.version) });
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.json);
  } else if (request.formData) {
    body = request.formData;
  }
  const response = await sendRequest(withQuery(path, request.query), { method, headers, body, timeoutMs: request.timeoutMs });
  if (!response.ok) {
    if (response.status === 401 && !request.authCall && !sitzungWechseltGerade()) emitAppEvent({ type: 'unauthorized' });
    throw await toApiError(response);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}
