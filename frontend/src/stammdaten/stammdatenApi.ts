import type { AbgelehnteZeile, ImportAbgelehnt, ImportErgebnis, StammdatenTyp } from '@abfallportal/common/stammdaten';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import { ApiError } from '../providers/ApiError';
import { xsrfToken } from '../providers/apiFetch';
import { emitAppEvent } from '../providers/appEvents';
import { stammdatenPaths } from './stammdatenPaths';

export type ImportAntwort = { ok: true; ergebnis: ImportErgebnis } | { ok: false; message: string; abgelehnt: AbgelehnteZeile[] };

/**
 * POST /api/v1/stammdaten/<typ>/import. A refused file is an answer (the rows and their reasons),
 * not a failure; our apiFetch drops the body's extra fields, so this call reads the body itself.
 */
export const importieren = async (typ: StammdatenTyp, datei: File): Promise<ImportAntwort> => {
  const formData = new FormData();
  formData.set('datei', datei);
  const headers = new Headers({ Accept: 'application/json' });
  const token = await xsrfToken();
  if (token !== undefined) headers.set('X-XSRF-TOKEN', token);
  const res = await fetch(stammdatenPaths.import(typ), {
    method: 'POST',
    body: formData,
    headers,
    credentials: 'include',
    signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
  });
  const body = (await res.json().catch(() => null)) as (ImportErgebnis & Partial<ImportAbgelehnt>) | null;
  if (res.ok && body) return { ok: true, ergebnis: body };
  if (res.status === 401) emitAppEvent({ type: 'unauthorized' });
  if (res.status === 401 || res.status >= 500 || !body?.message) throw new ApiError(res.status, body?.message ?? res.statusText);
  return { ok: false, message: body.message, abgelehnt: body.abgelehnt ?? [] };
};
