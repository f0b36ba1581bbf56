import type { Verbleibsanlage, ZusammenfuehrungAntwort } from '@abfallportal/common/verbleibsanlage';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import type { VerbleibsanlageEingabe } from '@abfallportal/common/verbleibsanlage';
import { apiFetch } from '../providers/apiFetch';
import type { Version } from '../providers/version';

/** The multipart body of spec § 7: the fields as form fields, the certificate as zertifikatDatei. */
const formular = (daten: VerbleibsanlageEingabe, zertifikat: File | undefined): FormData => {
  const form = new FormData();
  for (const [feld, wert] of Object.entries(daten)) form.set(feld, wert === null || wert === undefined ? '' : String(wert));
  if (zertifikat) form.set('zertifikatDatei', zertifikat);
  return form;
};

/** The plant calls of spec § 7 that are not simple-rest lists. */
export const verbleibsanlagenApi = {
  anlegen: (daten: VerbleibsanlageEingabe, zertifikat?: File) =>
    apiFetch<Verbleibsanlage>('/api/v1/ablageort', { method: 'POST', formData: formular(daten, zertifikat), timeoutMs: UPLOAD_TIMEOUT_MS }),
  aendern: (id: number, daten: VerbleibsanlageEingabe, zertifikat: File | undefined, version: Version) =>
    apiFetch<Verbleibsanlage>(`/api/v1/ablageort/${id}`, {
      method: 'PUT',
      formData: formular(daten, zertifikat),
      timeoutMs: UPLOAD_TIMEOUT_MS,
      version,
    }),
  /** Approved disposers for the plant's operator. */
  entsorger: () =>
    apiFetch<{ id: number; name: string }[]>('/api/v1/entsorger/approved', { query: { sort: '["name","ASC"]', range: '[0,999]' } }),
  freigeben: (id: number) => apiFetch<Verbleibsanlage>(`/api/v1/ablageort/approve/${id}`, { method: 'PUT' }),
  zusammenfuehren: (discardAblageortId: number, keepAblageortId: number) =>
    apiFetch<ZusammenfuehrungAntwort>('/api/v1/ablageort/merge', { method: 'PUT', json: { discardAblageortId, keepAblageortId } }),
  /** Every plant for the merge choice, in German name order. */
  alle: () => apiFetch<Verbleibsanlage[]>('/api/v1/ablageort', { query: { sort: '["name","ASC"]', range: '[0,999]' } }),
};
