import { ApiError } from './ApiError';
import { apiFetch } from './apiFetch';
import type { Sitzung } from '@abfallportal/common/benutzerInfo';
import type { BenutzerInfoStatus } from './BenutzerInfo';

export const BENUTZER_INFO_KEY = ['benutzerInfo'] as const;
export const BENUTZER_INFO_PATH = '/api/v1/benutzer/info';
export const SITZUNG_PATH = '/api/v1/benutzer/sitzung';

/** Loads the user info; never throws, so a signed-out user and a broken server stay distinguishable. */
export const loadBenutzerInfo = async (): Promise<BenutzerInfoStatus> => {
  try {
    // Answers 200 when nobody is signed in: public pages load without a 401 in the console (issue 19).
    const sitzung = await apiFetch<Sitzung>(SITZUNG_PATH, { authCall: true });
    return sitzung.angemeldet ? { status: 'angemeldet', info: sitzung.info } : { status: 'abgemeldet' };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { status: 'abgemeldet' };
    return { status: 'fehler', message: error instanceof Error ? error.message : String(error) };
  }
};
