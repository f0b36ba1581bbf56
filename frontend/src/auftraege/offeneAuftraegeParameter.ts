import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { OFFEN_SEITENGROESSE, OFFEN_SORTIERUNG, type OffenSortierung } from '@abfallportal/common/auftragOffen';

/** What /admin/auftraege keeps in its URL (spec § 2): the same names the API takes (spec § 7). */
export type OffeneAuftraegeParameter = {
  page: number;
  pageSize: number;
  sortBy: OffenSortierung;
  sortDesc: boolean;
  status: AuftragStatus[];
  erzeugerSearch: string;
};

const zahl = (wert: string | null, vorgabe: number): number => {
  const n = wert === null ? Number.NaN : Number(wert);
  return Number.isInteger(n) && n >= 1 ? n : vorgabe;
};

/**
 * Reads the page's URL as spec § 2 says: page and pageSize are numbers and the first value counts
 * when repeated, sortDesc 'undefined' means true, status may be repeated; anything unknown falls
 * back to the defaults (sorted by dueInDays, most urgent first).
 */
export const leseParameter = (url: URLSearchParams): OffeneAuftraegeParameter => {
  const sortBy = url.get('sortBy');
  const sortDesc = url.get('sortDesc');
  return {
    page: zahl(url.get('page'), 1),
    pageSize: Math.min(zahl(url.get('pageSize'), OFFEN_SEITENGROESSE), 100),
    sortBy: (OFFEN_SORTIERUNG as readonly string[]).includes(sortBy ?? '') ? (sortBy as OffenSortierung) : 'dueInDays',
    sortDesc: sortDesc === 'true' || sortDesc === 'undefined',
    status: url
      .getAll('status')
      .flatMap((s) => s.split(','))
      .filter((s): s is AuftragStatus => (AUFTRAG_STATUS as readonly string[]).includes(s)),
    erzeugerSearch: url.get('erzeugerSearch') ?? '',
  };
};

/** The URL of a state of the page; defaults are left out, so the plain link stays /admin/auftraege. */
export const schreibeParameter = (p: OffeneAuftraegeParameter): URLSearchParams => {
  const url = new URLSearchParams();
  if (p.page !== 1) url.set('page', String(p.page));
  if (p.pageSize !== OFFEN_SEITENGROESSE) url.set('pageSize', String(p.pageSize));
  if (p.sortBy !== 'dueInDays') url.set('sortBy', p.sortBy);
  if (p.sortDesc) url.set('sortDesc', 'true');
  for (const s of p.status) url.append('status', s);
  if (p.erzeugerSearch.trim() !== '') url.set('erzeugerSearch', p.erzeugerSearch);
  return url;
};

/** The API's query (status as one comma-separated value, which the server takes like repeated ones). */
export const apiQuery = (p: OffeneAuftraegeParameter): Record<string, string | number> => ({
  page: p.page,
  pageSize: p.pageSize,
  sortBy: p.sortBy,
  sortDesc: String(p.sortDesc),
  ...(p.status.length > 0 && { status: p.status.join(',') }),
  ...(p.erzeugerSearch.trim() !== '' && { erzeugerSearch: p.erzeugerSearch.trim() }),
});
