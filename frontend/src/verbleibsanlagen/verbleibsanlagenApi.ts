import type { Verbleibsanlage, ZusammenfuehrungAntwort } from '@abfallportal/common/verbleibsanlage';
import { apiFetch } from '../providers/apiFetch';

/** The plant calls of spec § 7 that are not simple-rest lists. */
export const verbleibsanlagenApi = {
  freigeben: (id: number) => apiFetch<Verbleibsanlage>(`/api/v1/ablageort/approve/${id}`, { method: 'PUT' }),
  zusammenfuehren: (discardAblageortId: number, keepAblageortId: number) =>
    apiFetch<ZusammenfuehrungAntwort>('/api/v1/ablageort/merge', { method: 'PUT', json: { discardAblageortId, keepAblageortId } }),
  /** Every plant for the merge choice, in German name order. */
  alle: () => apiFetch<Verbleibsanlage[]>('/api/v1/ablageort', { query: { sort: '["name","ASC"]', range: '[0,999]' } }),
};
