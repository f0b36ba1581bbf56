import type {
  Abfallstrom,
  KpiAntwort,
  KpiKachelId,
  KpiPraeferenz,
  Overview,
  PraeferenzAntwort,
  PraeferenzScope,
} from '@abfallportal/common/auswertung';
import type { erzeugerStandortSchema } from '@abfallportal/common/auswertung';
import type { z } from 'zod';
import { apiFetch } from '../providers/apiFetch';

export type ErzeugerStandort = z.infer<typeof erzeugerStandortSchema>;

/** The filters the evaluation screens send (query string of `auswertungFilterSchema`). */
export type AuswertungAnfrage = {
  erzeugerId?: number;
  von?: string;
  bis?: string;
  anfallstelleIds?: number[];
  fraktionIds?: number[];
  entsorgerIds?: number[];
};

/** The query string of a filter: empty lists and absent values left out, id lists comma-separated. */
export function auswertungQuery(f: AuswertungAnfrage & { kacheln?: KpiKachelId[] }): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.erzeugerId !== undefined) q.erzeugerId = String(f.erzeugerId);
  if (f.von) q.von = f.von;
  if (f.bis) q.bis = f.bis;
  for (const k of ['anfallstelleIds', 'fraktionIds', 'entsorgerIds', 'kacheln'] as const) {
    const liste = f[k];
    if (liste && liste.length > 0) q[k] = liste.join(',');
  }
  return q;
}

const mitQuery = (pfad: string, query: Record<string, string>): string => {
  const text = new URLSearchParams(query).toString();
  return text === '' ? pfad : `${pfad}?${text}`;
};

/** The evaluation calls (spec § 7, issue 21). */
export const auswertungApi = {
  overview: (f: AuswertungAnfrage) => apiFetch<Overview>('/api/v1/overview', { query: auswertungQuery(f) }),
  standorte: (erzeugerId: number) => apiFetch<ErzeugerStandort[]>(`/api/v1/erzeuger/${erzeugerId}/standorte`),
  abfallstrom: (f: AuswertungAnfrage) => apiFetch<Abfallstrom>('/api/v1/auswertung/abfallstrom', { query: auswertungQuery(f) }),
  kpi: (f: AuswertungAnfrage & { kacheln?: KpiKachelId[] }) =>
    apiFetch<KpiAntwort>('/api/v1/auswertung/kpi', { query: auswertungQuery(f) }),
  praeferenz: (scope: PraeferenzScope) => apiFetch<PraeferenzAntwort>(`/api/v1/user-preferences/${scope}`),
  praeferenzSpeichern: (scope: PraeferenzScope, wert: KpiPraeferenz, version: number) =>
    apiFetch<PraeferenzAntwort>(`/api/v1/user-preferences/${scope}`, { method: 'PUT', json: { wert }, version }),
  /** The Sankey as a PDF built on the server (pdfkit), same filter. */
  sankeyPdfUrl: (f: AuswertungAnfrage) => mitQuery('/api/v1/auswertung/abfallstrom/sankey.pdf', auswertungQuery(f)),
  /** The table of the waste streams as CSV or Excel, same filter. */
  tabelleUrl: (f: AuswertungAnfrage, format: 'csv' | 'xlsx') =>
    mitQuery('/api/v1/auswertung/abfallstrom/tabelle', { format, ...auswertungQuery(f) }),
};
