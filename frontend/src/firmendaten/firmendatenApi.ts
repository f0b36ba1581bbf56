import { UPLOAD_TIMEOUT_MS, type Firmenhauptsitz, type FirmenKontaktdaten, type VollmachtInfo } from '@abfallportal/common/firmendaten';
import { apiFetch } from '../providers/apiFetch';
import type { Version } from '../providers/version';

/** The company-data calls of spec § 7 that are not simple-rest lists. */
export const firmendatenApi = {
  hauptsitz: () => apiFetch<Firmenhauptsitz>('/api/v1/firmendaten/firmenhauptsitz'),
  hauptsitzSpeichern: (daten: object, version: Version) =>
    apiFetch<Firmenhauptsitz>('/api/v1/firmendaten/firmenhauptsitz', { method: 'PUT', json: daten, version }),
  kontaktdaten: () => apiFetch<FirmenKontaktdaten>('/api/v1/firmendaten/kontaktdaten'),
  kontaktdatenSpeichern: (daten: object, version: Version) =>
    apiFetch<FirmenKontaktdaten>('/api/v1/firmendaten/kontaktdaten', { method: 'PUT', json: daten, version }),
  logoHochladen: (datei: File) => {
    const formData = new FormData();
    formData.set('logo', datei);
    return apiFetch<Firmenhauptsitz>('/api/v1/firmendaten/firmenhauptsitz/logo', {
      method: 'POST',
      formData,
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
  },
  vollmacht: () => apiFetch<VollmachtInfo>('/api/v1/firmendaten/vollmacht'),
  vollmachtHochladen: (datei: File) => {
    const formData = new FormData();
    formData.set('datei', datei);
    return apiFetch<VollmachtInfo>('/api/v1/firmendaten/vollmacht', { method: 'POST', formData, timeoutMs: UPLOAD_TIMEOUT_MS });
  },
};
