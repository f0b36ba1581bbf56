import type { ErzeugerFreigegebenAntwort } from '@abfallportal/common/erzeugerWire';
import { apiFetch } from '../providers/apiFetch';

/** The producer calls of spec § 7 that are not plain list reads. */
export const erzeugerApi = {
  freigeben: (id: number) => apiFetch<ErzeugerFreigegebenAntwort>(`/api/v1/erzeuger/${id}/freigeben`, { method: 'PUT' }),
};
