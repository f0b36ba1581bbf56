import { errorStatus } from '../providers/ApiError';

/** Spec § 9: 3 retries for queries, 0 for mutations; a rejected request (4xx) is never retried. */
export const QUERY_RETRIES = 3;

export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < QUERY_RETRIES;
};

/** Spec § 9: back-off 1 s, doubling, at most 30 s. attempt counts from 0. */
export const retryDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 30_000);

/** Spec § 9: cache retention 5 minutes. */
export const CACHE_RETENTION_MS = 5 * 60 * 1000;
