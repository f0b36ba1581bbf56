import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { auftragFilter } from '../auftraege/auftragFilter';
import { xsrfToken } from './apiFetch';

/** react-admin's fetchJson with same-origin cookies and the anti-forgery header on changes. */
export const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const method = options.method ?? 'GET';
  if (method !== 'GET') {
    const token = await xsrfToken();
    if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
  }
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
};

/** Lists speak the simple-rest protocol (DESIGN § 6); custom calls live in each feature's api module. */
const rest = simpleRestProvider('/api/v1', httpClient);

/** Lists whose filter form values are cleaned before they travel (empty inputs dropped, ranges ordered). */
const LIST_FILTER: Record<string, (values: Record<string, unknown>) => object> = { auftrag: auftragFilter };

export const dataProvider: DataProvider = {
  ...rest,
  getList: (resource, params) => {
    const clean = LIST_FILTER[resource];
    return rest.getList(resource, clean ? { ...params, filter: clean(params.filter) } : params);
  },
};
