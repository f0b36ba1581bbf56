import type { OffeneAuftraegeAntwort, OffenerAuftrag, OffenSortierung } from '@abfallportal/common/auftragOffen';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ListControllerResult, SortPayload } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { apiFetch } from '../providers/apiFetch';
import { apiQuery, leseParameter, schreibeParameter, type OffeneAuftraegeParameter } from './offeneAuftraegeParameter';

const nichts = () => undefined;

/**
 * The list context of /admin/auftraege: its state lives in the URL under the spec's names (page,
 * pageSize, sortBy, sortDesc, status, erzeugerSearch), not react-admin's, and one page comes from
 * GET /api/v1/auftrag/offen. react-admin's Datagrid and Pagination work on it as on any list.
 */
export const useOffeneAuftraege = (): {
  liste: ListControllerResult<OffenerAuftrag>;
  parameter: OffeneAuftraegeParameter;
  aendern: (p: Partial<OffeneAuftraegeParameter>) => void;
} => {
  const [url, setUrl] = useSearchParams();
  const parameter = useMemo(() => leseParameter(url), [url]);
  const aendern = useCallback(
    (p: Partial<OffeneAuftraegeParameter>) => setUrl(schreibeParameter({ ...parameter, ...p }), { replace: false }),
    [parameter, setUrl],
  );
  const query = useQuery({
    queryKey: ['auftrag', 'offen', apiQuery(parameter)],
    queryFn: () => apiFetch<OffeneAuftraegeAntwort>('/api/v1/auftrag/offen', { query: apiQuery(parameter) }),
    placeholderData: keepPreviousData,
  });
  const sort: SortPayload = { field: parameter.sortBy, order: parameter.sortDesc ? 'DESC' : 'ASC' };
  const basis = {
    sort,
    resource: 'auftrag',
    displayedFilters: {},
    filterValues: { status: parameter.status, erzeugerSearch: parameter.erzeugerSearch },
    hideFilter: nichts,
    showFilter: nichts,
    setFilters: nichts,
    onSelect: nichts,
    onSelectAll: nichts,
    onToggleItem: nichts,
    onUnselectItems: nichts,
    selectedIds: [],
    page: parameter.page,
    perPage: parameter.pageSize,
    setPage: (page: number) => aendern({ page }),
    setPerPage: (pageSize: number) => aendern({ pageSize, page: 1 }),
    // A click on the sorted column turns the order round; on another column it sorts ascending.
    setSort: (s: SortPayload) => aendern({ sortBy: s.field as OffenSortierung, sortDesc: s.order === 'DESC', page: 1 }),
    refetch: () => void query.refetch(),
    isFetching: query.isFetching,
    isLoading: query.isLoading,
    hasNextPage: query.data ? parameter.page * parameter.pageSize < query.data.gesamt : false,
    hasPreviousPage: parameter.page > 1,
  };
  const liste: ListControllerResult<OffenerAuftrag> = query.data
    ? { ...basis, data: query.data.eintraege, total: query.data.gesamt, error: null, isPending: false }
    : query.error
      ? { ...basis, data: undefined, total: undefined, meta: undefined, error: query.error, isPending: false }
      : { ...basis, data: undefined, total: undefined, meta: undefined, error: null, isPending: true };
  return { liste, parameter, aendern };
};
