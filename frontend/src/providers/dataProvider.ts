import { HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { meldungOhneText, sendRequest } from './apiFetch';
import { versionHeaders, versionOf } from './version';

const API = '/api/v1';

/** react-admin's fetchJson contract on the portal's one request path (anti-forgery header, stale-token retry). */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof options.body === 'string' && !headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  const response = await sendRequest(url, { method: options.method ?? 'GET', headers, body: options.body ?? undefined });
  const body = await response.text();
  let json: unknown;
  try {
    json = body === '' ? undefined : JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const message =
      typeof json === 'object' && json !== null && 'message' in json && typeof json.message === 'string'
        ? json.message
        : meldungOhneText(response.status);
    throw new HttpError(message, response.status, json);
  }
  return { status: response.status, headers: response.headers, body, json };
}

/** Per resource: cleans a list's filter form values before they travel (empty inputs dropped, ranges ordered). */
export type ListFilters = Record<string, (values: Record<string, unknown>) => object>;

const recordUrl = (resource: string, id: string | number) => `${API}/${resource}/${encodeURIComponent(String(id))}`;

/**
 * Lists speak the simple-rest protocol (DESIGN § 6); custom calls live in each feature's api module.
 * The features register their list filters; an edit or delete sends the version of the record the
 * screen loaded as If-Match, so a stale edit answers 409 instead of overwriting.
 */
export function createDataProvider(listFilters: ListFilters): DataProvider {
  const rest = simpleRestProvider(API, httpClient);
  return {
    ...rest,
    getList: (resource, params) => {
      const clean = listFilters[resource];
      return rest.getList(resource, clean ? { ...params, filter: clean(params.filter) } : params);
    },
    update: async (resource, params) => {
      const { json } = await httpClient(recordUrl(resource, params.id), {
        method: 'PUT',
        body: JSON.stringify(params.data),
        headers: new Headers({ Accept: 'application/json', ...versionHeaders(versionOf(params.previousData)) }),
      });
      return { data: json as typeof params.previousData };
    },
    delete: async (resource, params) => {
      const { json } = await httpClient(recordUrl(resource, params.id), {
        method: 'DELETE',
        headers: new Headers({
          Accept: 'application/json',
          'Content-Type': 'text/plain',
          ...versionHeaders(versionOf(params.previousData)),
        }),
      });
      return { data: (json ?? params.previousData ?? { id: params.id }) as NonNullable<typeof params.previousData> };
    },
  };
}
