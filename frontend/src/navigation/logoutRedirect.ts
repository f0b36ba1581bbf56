const NOT_A_RETURN_TARGET = ['/login', '/logout'];

/**
 * Spec § 2: logout goes to login and carries the previous full path as `redirect`, unless that
 * path is empty or the root. Login and logout themselves are never carried (no loops).
 */
export const logoutRedirect = (previousFullPath?: string | null): string => {
  const previous = previousFullPath?.trim() ?? '';
  const pathname = previous.split(/[?#]/)[0] ?? '';
  if (previous === '' || previous === '/' || NOT_A_RETURN_TARGET.includes(pathname)) return '/login';
  return `/login?${new URLSearchParams({ redirect: previous }).toString()}`;
};

/** Where to go after signing in: the `redirect` parameter when it is a path of this portal. */
export const redirectAfterLogin = (redirect: string | null | undefined, fallback = '/dashboard'): string => {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  const pathname = redirect.split(/[?#]/)[0] ?? '';
  return NOT_A_RETURN_TARGET.includes(pathname) ? fallback : redirect;
};
