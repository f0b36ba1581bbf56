import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, SortPayload, Store } from 'react-admin';

/**
 * A list whose first page is requested when a link to it is pressed (issue 19: sidebar click → rows), not only
 * after its screen has rendered. The parameters must be those the list screen passes to react-admin's <List>
 * (resource, sort, perPage, permanent filter); otherwise the request is merely wasted, never wrong.
 */
export type ListenVorladung = {
  resource: string;
  /** The list's path; its groups feed `filter`. */
  muster: RegExp;
  filter: (treffer: RegExpMatchArray) => Record<string, unknown>;
  sort: SortPayload;
  perPage: number;
};

/** The order list's <List> parameters: auftraege/AuftragList.tsx passes exactly these, so its request is the one fetched ahead. */
export const AUFTRAG_LISTE = {
  resource: 'auftrag',
  sort: { field: 'erstelltAm', order: 'DESC' } satisfies SortPayload,
  perPage: 25,
} as const;

export const LISTEN_VORLADUNGEN: readonly ListenVorladung[] = [
  {
    ...AUFTRAG_LISTE,
    muster: /^\/erzeuger\/(\d+)\/auftraege\/?$/,
    filter: (treffer) => ({ erzeugerId: Number(treffer[1]) }),
  },
];

/** How long a list fetched ahead counts as fresh: the screen mounting right after must not ask again. */
export const VORGELADEN_FRISCH_MS = 5_000;

type GespeicherteParameter = {
  filter?: Record<string, unknown>;
  sort?: string;
  order?: SortPayload['order'];
  page?: number | string;
  perPage?: number | string;
};

const zahl = (wert: number | string | undefined, standard: number): number => {
  const n = typeof wert === 'string' ? parseInt(wert, 10) : wert;
  return n === undefined || Number.isNaN(n) ? standard : n;
};

/**
 * The query key react-admin's list controller (useListParams → useListController → useGetList) builds for this path,
 * with what the user last chose on that list (page, sort, filters kept in the store), or undefined for another path.
 */
export const listenAbfrage = (pfad: string, gespeichert: (resource: string) => GespeicherteParameter | undefined) => {
  for (const v of LISTEN_VORLADUNGEN) {
    const treffer = pfad.match(v.muster);
    if (!treffer) continue;
    const params = gespeichert(v.resource);
    const query: GespeicherteParameter = params && Object.keys(params).length > 0 ? { ...params } : { filter: {} };
    const sort: SortPayload = query.sort ? { field: query.sort, order: query.order ?? 'ASC' } : v.sort;
    const parameter = {
      pagination: { page: zahl(query.page, 1), perPage: zahl(query.perPage ?? v.perPage, 10) },
      sort,
      filter: { ...(query.filter ?? {}), ...v.filter(treffer) },
    };
    return { resource: v.resource, parameter, queryKey: [v.resource, 'getList', parameter] as const };
  }
  return undefined;
};

/** Requests the list behind `pfad` into react-admin's cache, as useGetList would. */
export const listeVorladen = (pfad: string, deps: { queryClient: QueryClient; dataProvider: DataProvider; store: Store }) => {
  const abfrage = listenAbfrage(pfad, (resource) => deps.store.getItem<GespeicherteParameter>(`${resource}.listParams`));
  if (!abfrage) return;
  const { resource, parameter, queryKey } = abfrage;
  void deps.queryClient.prefetchQuery({
    queryKey,
    queryFn: () =>
      deps.dataProvider.getList(resource, parameter).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
    staleTime: VORGELADEN_FRISCH_MS,
  });
};

/** The lists fetched ahead stay fresh briefly for the screen that mounts next (react-admin's own default is 0). */
export const vorladenFrischHalten = (queryClient: QueryClient) => {
  for (const resource of new Set(LISTEN_VORLADUNGEN.map((v) => v.resource))) {
    queryClient.setQueryDefaults([resource, 'getList'], { staleTime: VORGELADEN_FRISCH_MS });
  }
};
