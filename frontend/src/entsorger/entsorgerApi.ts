import type {
  Datenabfrage,
  EntsorgerEintrag,
  EntsorgerFuerErzeuger,
  EntsorgerTreffer,
  EntsorgerZusammenfuehrung,
} from '@abfallportal/common/entsorger';
import { apiFetch } from '../providers/apiFetch';
import { versionOf } from '../providers/version';

/** The disposer calls of spec § 7 that are not plain simple-rest reads and writes. */
export const entsorgerApi = {
  suche: (erzeugerId: number, q: string) =>
    apiFetch<EntsorgerTreffer[]>('/api/v1/entsorger/forErzeuger/search', { query: { erzeugerId, q } }),
  aktivieren: (e: EntsorgerFuerErzeuger, aktiv: boolean) =>
    apiFetch<EntsorgerFuerErzeuger>('/api/v1/entsorger/forErzeuger/activate', {
      method: 'PUT',
      json: { kundennummerId: e.kundennummerId, entsorgerMandantId: e.entsorgerMandantId, aktiv },
    }),
  startDatenabfrage: (kundennummerId: number) =>
    apiFetch<Datenabfrage>(`/api/v1/entsorger/startDatenabfrage/${kundennummerId}`, { method: 'POST' }),
  zeitpunkt: (kundennummerId: number) => apiFetch<Datenabfrage>(`/api/v1/entsorger/getZeitpunkt/${kundennummerId}`),
  freigeben: (entsorgerId: number) =>
    apiFetch<EntsorgerEintrag & { message: string }>(`/api/v1/entsorger/approve/${entsorgerId}`, { method: 'PUT' }),
  /** PUT /entsorger/{id} by support: the whole record with the dealer exception switched. */
  haendlerAusnahme: (e: EntsorgerEintrag, haendlerAusnahme: boolean) =>
    apiFetch<EntsorgerEintrag>(`/api/v1/entsorger/${e.id}`, { method: 'PUT', json: { ...e, haendlerAusnahme }, version: versionOf(e) }),
  zusammenfuehren: (keepEntsorgerId: number, discardEntsorgerId: number) =>
    apiFetch<EntsorgerZusammenfuehrung>('/api/v1/entsorger/mergeMandant', { method: 'PUT', json: { keepEntsorgerId, discardEntsorgerId } }),
};
