import type { RechnungEmailAbrufenAntwort, RechnungEmailEintrag } from '@abfallportal/common/rechnungEmail';
import { apiFetch } from '../providers/apiFetch';
import { rechnungsEingangPaths } from './rechnungsEingangPaths';

const eintrag = (id: string) => `${rechnungsEingangPaths.api}/${encodeURIComponent(id)}`;

export type ErzeugerAuswahl = { id: number; name: string };

/** The calls of the invoice e-mail import screen. */
export const rechnungsEingangApi = {
  liste: () => apiFetch<RechnungEmailEintrag[]>(rechnungsEingangPaths.api),
  erzeuger: () => apiFetch<ErzeugerAuswahl[]>('/api/v1/erzeuger', { query: { range: '[0,999]', sort: '["name","ASC"]' } }),
  freigeben: (id: string, erzeugerId: number, entsorgerId: number | null) =>
    apiFetch<{ belegId: string }>(`${eintrag(id)}/freigeben`, { method: 'POST', json: { erzeugerId, entsorgerId } }),
  fehlerhaft: (id: string, begruendung: string) => apiFetch(`${eintrag(id)}/fehlerhaft`, { method: 'POST', json: { begruendung } }),
  loeschen: (id: string) => apiFetch(eintrag(id), { method: 'DELETE' }),
  abrufen: () => apiFetch<RechnungEmailAbrufenAntwort>(`${rechnungsEingangPaths.api}/abrufen`, { method: 'POST' }),
};
