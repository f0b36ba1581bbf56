import { ApiError } from '../providers/ApiError';
import { retryDelay, shouldRetryQuery } from './queryRetry';

describe('query retries', () => {
  it('retries a failed query three times', () => {
    const error = new ApiError(503, 'Dienst nicht verfügbar');
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
  });

  it('never retries a rejected request', () => {
    expect(shouldRetryQuery(0, new ApiError(401, 'Nicht angemeldet'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'Nicht gefunden'))).toBe(false);
  });

  it('backs off from 1 s, doubling up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
