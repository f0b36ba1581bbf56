import type { ExportArt, ExportInfo } from '@abfallportal/common/export';
import { apiFetch } from '../providers/apiFetch';

const PFAD: Record<ExportArt, (id: number) => string> = {
  PDF_STANDORT: (id) => `/api/v1/exporter/pdf/standort/${id}`,
  PDF_ALLE_STANDORTE: (id) => `/api/v1/exporter/pdf/alle-standorte/${id}`,
  XLSX_MANDANT: (id) => `/api/v1/exporter/xlsx/mandant/${id}`,
  XLSX_HOLDING: (id) => `/api/v1/exporter/xlsx/holding/${id}`,
  PDF_GEWABFV: (id) => `/api/v1/exporter/gewabfv/standort/${id}`,
};

/** The export calls (spec § 7 "Exporter"): request (reused unless force) and its state. */
export const exporteApi = {
  anfordern: (art: ExportArt, id: number, anfrage: { beginn: string; ende: string; includeAttachments: boolean; force: boolean }) =>
    apiFetch<ExportInfo>(PFAD[art](id), { method: 'POST', json: anfrage }),
  stand: (id: string) => apiFetch<ExportInfo>(`/api/v1/exporter/${encodeURIComponent(id)}`),
};
