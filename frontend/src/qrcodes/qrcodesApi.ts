import type { ErzeugerAuswahl } from '@abfallportal/common/erzeugerWire';
import type { QrcodeUebersicht } from '@abfallportal/common/qrcodes';
import { apiFetch } from '../providers/apiFetch';

export const qrcodesApi = {
  /** Every producer staff may choose. */
  erzeuger: () => apiFetch<ErzeugerAuswahl[]>('/api/v1/erzeuger/forBenutzer'),
  uebersicht: (erzeugerId: number) => apiFetch<QrcodeUebersicht>(`/api/v1/support/qrcodes/${erzeugerId}`),
  /** The PDF of the chosen sites' labels (a path of this portal, for the download helper). */
  pdfPfad: (erzeugerId: number, anfallstelleIds: readonly number[]) =>
    `/api/v1/support/qrcodes/${erzeugerId}/pdf?anfallstelleIds=${anfallstelleIds.join(',')}`,
};
