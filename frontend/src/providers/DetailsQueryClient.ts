import { QueryClient, type QueryClientConfig, type QueryKey, type SetDataOptions } from '@tanstack/react-query';

/** react-admin's key of one record's details: [resource, 'getOne', { id, meta }] (ra-core useGetOne). */
export const istDetailsSchluessel = (queryKey: QueryKey): boolean => queryKey[1] === 'getOne';

/** QueryClient.setQueryData without its type parameters. */
type DatenSchreiben = (queryKey: QueryKey, updater: unknown, options?: SetDataOptions) => unknown;

/**
 * A details or edit page renders only what its own getOne answered (issue 28). react-admin seeds the getOne
 * cache from every other answer: list, getMany and reference rows ("optimistically populate the getOne cache"
 * in ra-core's useGetList and its siblings) and a create's or an update's payload. Those records have the
 * list's shape (an order row has no `anfallstelle`, a producer row no contact data and no version), and a page
 * opened from its list rendered the row until its own answer came: the order details crashed on
 * `anfallstelle.nummer`. Here a getOne entry is created only by its own request; any other write may update an
 * entry that request filled (after an edit, say), never create one or fill one still waiting for its answer.
 */
export class DetailsQueryClient extends QueryClient {
  constructor(config?: QueryClientConfig) {
    super(config);
    const schreiben: DatenSchreiben = this.setQueryData.bind(this);
    const nurVorhandeneDetails: DatenSchreiben = (queryKey, updater, options) =>
      istDetailsSchluessel(queryKey) && this.getQueryData(queryKey) === undefined ? undefined : schreiben(queryKey, updater, options);
    // Set on the instance with react-query's signature: its NoInfer type parameters let no method override restate
    // it. setQueriesData writes through this.setQueryData, so it follows the same rule.
    this.setQueryData = nurVorhandeneDetails as QueryClient['setQueryData'];
  }
}
