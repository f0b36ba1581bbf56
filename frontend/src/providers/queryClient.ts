import { MutationCache, QueryCache } from '@tanstack/react-query';
import { DetailsQueryClient } from './DetailsQueryClient';
import { CACHE_RETENTION_MS, retryDelay, shouldRetryQuery } from './queryRetry';
import { emitAppEvent } from './appEvents';

/** Queries and mutations that show their own error (inline) set `meta: { eigeneFehler: true }`. */
const handlesOwnErrors = (meta: Record<string, unknown> | undefined): boolean => meta?.eigeneFehler === true;

/**
 * One client for react-admin and our own calls, with the data-fetching defaults of spec § 9; details pages
 * render only their own answers (DetailsQueryClient).
 */
export const queryClient = new DetailsQueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!handlesOwnErrors(query.meta)) emitAppEvent({ type: 'failure', kind: 'query', error });
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!handlesOwnErrors(mutation.meta)) emitAppEvent({ type: 'failure', kind: 'mutation', error });
    },
  }),
  defaultOptions: {
    queries: { gcTime: CACHE_RETENTION_MS, retry: shouldRetryQuery, retryDelay, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
