import type { Kundenservice, KundenserviceNachricht } from '@abfallportal/common/customerservice';
import { apiFetch } from '../providers/apiFetch';

/** The contact form's calls (spec § 7: GET and PUT /customerservice). */
export const kundenserviceApi = {
  laden: () => apiFetch<Kundenservice>('/api/v1/customerservice'),
  senden: (nachricht: KundenserviceNachricht) =>
    apiFetch<{ gesendet: true }>('/api/v1/customerservice', { method: 'PUT', json: nachricht }),
};
