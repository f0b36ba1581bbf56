import type { AuthProvider } from 'react-admin';
import { errorStatus } from './ApiError';
import { BENUTZER_INFO_KEY, loadBenutzerInfo } from './benutzerInfoQuery';
import { queryClient } from './queryClient';
import { sitzungWechseltGerade } from './sitzungswechsel';

const INFO_FRESH_MS = 60_000;

const benutzerInfo = () => queryClient.fetchQuery({ queryKey: BENUTZER_INFO_KEY, queryFn: loadBenutzerInfo, staleTime: INFO_FRESH_MS });

/**
 * react-admin's view of the session. Signing in happens on our own login page (it needs the
 * verification-code step); signing out always goes through the /logout page, which ends the
 * server session and carries the previous path (spec § 2).
 */
export const authProvider: AuthProvider = {
  login: async () => undefined,
  logout: async () => '/logout',
  checkAuth: async () => {
    const result = await benutzerInfo();
    // A fatal error is not "signed out": the layout shows the fatal-error page instead.
    if (result.status === 'abgemeldet' && !sitzungWechseltGerade()) throw { redirectTo: '/logout', message: false };
  },
  checkError: async (error: unknown) => {
    if (errorStatus(error) === 401 && !sitzungWechseltGerade()) throw { redirectTo: '/logout', message: false };
  },
  getIdentity: async () => {
    const result = await benutzerInfo();
    if (result.status !== 'angemeldet') throw new Error('Nicht angemeldet');
    const { id, vorname, nachname, profilBildUrl } = result.info;
    return { id, fullName: `${vorname} ${nachname}`, avatar: profilBildUrl ?? undefined };
  },
  getPermissions: async () => {
    const result = await benutzerInfo();
    return result.status === 'angemeldet' ? result.info.permissions : [];
  },
};
