import { redirectAfterLogin } from './logoutRedirect';

export const RETURN_PATH_KEY = 'abfallportal.returnPath';

type ReadableStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** Keeps the path to return to (e.g. across a single-sign-on round trip) in session storage. */
export const storeReturnPath = (storage: Pick<Storage, 'setItem' | 'removeItem'>, path: string | null): void => {
  if (path && redirectAfterLogin(path, '') !== '') storage.setItem(RETURN_PATH_KEY, path);
  else storage.removeItem(RETURN_PATH_KEY);
};

/**
 * Spec § 2: on first navigation a stored return path is used if the user lands on the root path.
 * The stored path is used once: it is removed whenever it is read.
 */
export const takeReturnPath = (storage: ReadableStorage, landingPathname: string): string | undefined => {
  if (landingPathname !== '/') return undefined;
  const stored = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  const target = redirectAfterLogin(stored, '');
  return target === '' || target === '/' ? undefined : target;
};
