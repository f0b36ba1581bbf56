import { ApiError } from './ApiError';
import { apiFetch } from './apiFetch';
import type { BenutzerInfo, BenutzerInfoStatus } from './BenutzerInfo';

export const BENUTZER_INFO_KEY = ['benutzerInfo'] as const;
export const BENUTZER_INFO_PATH = '/api/v1/benutzer/info';

/** Loads the user info; never throws, so a signed-out user and a broken server stay distinguishable. */
export const loadBenutzerInfo = async (): Promise<BenutzerInfoStatus> => {
  try {
    const info = await apiFetch<BenutzerInfo>(BENUTZER_INFO_PATH, { authCall: true });
    return { status: 'angemeldet', info };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'abgemeldet' };
    return { status: 'fehler', message: error instanceof Error ? error.message : String(error) };
  }
};
