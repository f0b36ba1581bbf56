import type { BehaelterOptionen, TimeAndPlaceOptionen, WertstoffOptionen } from '@abfallportal/common/auftragWire';
import { apiFetch } from '../providers/apiFetch';

/**
 * The option lists of the positions dialog on /rechnungen/:id: the producer's sites and the AVV
 * catalogue of the order wizard, the containers of a fraction, the plants of the documentation's
 * quantity dialog (the fields are saved through `belegeApi.felderSpeichern`).
 */
export const positionenApi = {
  anfallstellen: (erzeugerId: number) =>
    apiFetch<TimeAndPlaceOptionen>('/api/v1/auftrag/timeAndPlace', { query: { erzeugerId } }).then((o) => o.anfallstellen),
  wertstoff: (erzeugerId: number, anfallstelleId: number) =>
    apiFetch<WertstoffOptionen>('/api/v1/auftrag/wertstoff', { query: { erzeugerId, anfallstelleId } }),
  behaelter: (fraktionId: number) => apiFetch<BehaelterOptionen>(`/api/v1/auftrag/behaelterOptions/${fraktionId}`),
  anlagen: () => apiFetch<{ id: number; name: string }[]>('/api/v1/ablageort', { query: { range: '[0,499]', sort: '["name","ASC"]' } }),
};
