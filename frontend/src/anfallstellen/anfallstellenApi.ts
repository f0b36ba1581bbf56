import type { Anfallstelle, AnfallstelleEingabe } from '@abfallportal/common/anfallstelle';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import { apiFetch } from '../providers/apiFetch';
import type { Version } from '../providers/version';

/** The site calls of spec § 7 that are not simple-rest lists. */
export const anfallstellenApi = {
  /** POST /anfallstelle as a form: the fields as the customContextDto part, photo and sketch as files, the id when changing. */
  speichern: (dto: AnfallstelleEingabe, dateien: { bild?: File; skizze?: File }, id?: number, version?: Version) => {
    const formData = new FormData();
    formData.set('customContextDto', JSON.stringify(dto));
    if (id !== undefined) formData.set('id', String(id));
    if (dateien.bild) formData.set('bild', dateien.bild);
    if (dateien.skizze) formData.set('skizze', dateien.skizze);
    return apiFetch<Anfallstelle>('/api/v1/anfallstelle', { method: 'POST', formData, timeoutMs: UPLOAD_TIMEOUT_MS, version });
  },
  /** Sets the state on the version the screen shows; the UI uses PUT, the GET of the same path needs the anti-forgery header as well. */
  aktivSetzen: (id: number, aktiv: boolean, version: Version) =>
    apiFetch<Anfallstelle>(`/api/v1/anfallstelle/${id}/activate`, { method: 'PUT', query: { aktiv }, version }),
  loeschen: (id: number, version: Version) => apiFetch<Anfallstelle>(`/api/v1/anfallstelle/${id}`, { method: 'DELETE', version }),
};
