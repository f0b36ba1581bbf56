import type { AbfallartBody, AbfallartVorschau, AuftragAendernBody, AuftragNachtragenBody } from '@abfallportal/common/auftragAenderung';
import type { forceStateTransitionSchema } from '@abfallportal/common/auftrag';
import type { AuftragAufgegebenAntwort, AuftragBefehlAntwort, ErzwingenFormular } from '@abfallportal/common/auftragWire';
import type { z } from 'zod';
import { apiFetch } from '../providers/apiFetch';
import type { Version } from '../providers/version';

const BASIS = '/api/v1/auftrag';
const pfad = (id: string, rest = '') => `${BASIS}/${encodeURIComponent(id)}${rest}`;

/** Problems and changes of an order (issue 18): report a problem, edit, delete, photo, waste type, forced status, retroactive entry. */
export const auftragAenderungApi = {
  problemMelden: (id: string, beschreibung: string) =>
    apiFetch<AuftragBefehlAntwort>(pfad(id, '/report-problem'), { method: 'POST', json: { beschreibung } }),
  aendern: (id: string, body: AuftragAendernBody, version: Version) =>
    apiFetch<AuftragBefehlAntwort>(pfad(id), { method: 'PUT', json: body, version }),
  loeschen: (id: string, version: Version) => apiFetch<AuftragBefehlAntwort>(pfad(id), { method: 'DELETE', version }),
  bildUrl: (id: string, dateiId: string) => `${pfad(id, '/auftragsbild')}?v=${encodeURIComponent(dateiId)}`,
  bildHochladen: (id: string, datei: File) => {
    const formData = new FormData();
    formData.append('auftragsbild', datei);
    return apiFetch<AuftragBefehlAntwort>(pfad(id, '/auftragsbild'), { method: 'POST', formData, timeoutMs: 60_000 });
  },
  bildEntfernen: (id: string) => apiFetch<AuftragBefehlAntwort>(pfad(id, '/auftragsbild'), { method: 'DELETE' }),
  abfallartVorschau: (id: string, body: AbfallartBody) =>
    apiFetch<AbfallartVorschau>(pfad(id, '/abfallart/vorschau'), { method: 'POST', json: body }),
  abfallartSpeichern: (id: string, body: AbfallartBody, version: Version) =>
    apiFetch<AuftragBefehlAntwort>(pfad(id, '/abfallart'), { method: 'POST', json: body, version }),
  erzwingenFormular: (id: string) => apiFetch<ErzwingenFormular>(`/api/v1/workflow/forceStateTransition/${encodeURIComponent(id)}`),
  erzwingen: (id: string, body: z.input<typeof forceStateTransitionSchema>, version: Version) =>
    apiFetch<AuftragBefehlAntwort>(`/api/v1/workflow/forceStateTransition/${encodeURIComponent(id)}`, {
      method: 'POST',
      json: body,
      version,
    }),
  nachtragen: (body: AuftragNachtragenBody) => apiFetch<AuftragAufgegebenAntwort>(`${BASIS}/nachtrag`, { method: 'POST', json: body }),
};
