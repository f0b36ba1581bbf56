import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { apiFetch } from '../providers/apiFetch';

const RUN_AS = '/api/v1/session/runAsBenutzer';

/** The acting-on-behalf calls of spec § 7 (auth client, base /api). */
export const stellvertretungApi = {
  /** Runs as the user with this email; mandantId names their producer, the server checks it. */
  handelnAls: (email: string, mandantId?: number) =>
    apiFetch<BenutzerInfo>(`${RUN_AS}/${encodeURIComponent(email)}`, {
      method: 'PUT',
      ...(mandantId === undefined ? {} : { query: { mandantId } }),
    }),
  /** Ends running as another user: the session is the real user's again. */
  beenden: () => apiFetch<BenutzerInfo>(`${RUN_AS}/`, { method: 'PUT' }),
  /** Sees the portal as this producer sees it (staff). */
  perspektiveUebernehmen: (erzeugerId: number) =>
    apiFetch<BenutzerInfo>(`/api/v1/session/assumeMandantPerspective/${erzeugerId}`, { method: 'PUT' }),
  /** Leaves the producer's perspective: the staff's own view again. */
  perspektiveVerlassen: () => apiFetch<BenutzerInfo>('/api/v1/session/assumeMandantPerspective', { method: 'DELETE' }),
};
