import type { Abfallmenge, AbfallmengeEingabe } from '@abfallportal/common/abfallmenge';
import type { StandortDokumentation, StandortUebersicht, Zeitraum } from '@abfallportal/common/dokumentation';
import type { BelegNachNummer, DokumentationAusnahme, DokumentationGruppe } from '@abfallportal/common/dokumentationSuche';
import { apiFetch } from '../providers/apiFetch';

const basis = (erzeugerId: number) => `/api/v1/dokumentation/${erzeugerId}`;
const menge = (id: string) => `/api/v1/dokumentation/abfallmengen/${encodeURIComponent(id)}`;

/** The documentation calls; every change of a quantity sends the version the page shows (If-Match). */
export const dokumentationApi = {
  zeitraeume: (erzeugerId: number) => apiFetch<Zeitraum[]>(`${basis(erzeugerId)}/zeitraeume`),
  standorte: (erzeugerId: number, jahr: number) => apiFetch<StandortUebersicht[]>(`${basis(erzeugerId)}/standorte`, { query: { jahr } }),
  standort: (erzeugerId: number, anfallstelleId: number, jahr: number) =>
    apiFetch<StandortDokumentation>(`${basis(erzeugerId)}/standorte/${anfallstelleId}`, { query: { jahr } }),
  anlegen: (erzeugerId: number, felder: AbfallmengeEingabe, zertifikat: File | null) => {
    const form = new FormData();
    form.append('abfallmenge', JSON.stringify(felder));
    if (zertifikat) form.append('zertifikat', zertifikat);
    return apiFetch<{ id: string }>(`${basis(erzeugerId)}/abfallmengen`, { method: 'POST', formData: form, timeoutMs: 60_000 });
  },
  einzeln: (id: string) => apiFetch<Abfallmenge>(menge(id)),
  aendern: (id: string, version: number, felder: AbfallmengeEingabe) => apiFetch(menge(id), { method: 'PUT', json: felder, version }),
  loeschen: (id: string, version: number) => apiFetch(menge(id), { method: 'DELETE', version }),
  /** „Zertifikat ersetzen“: the new PDF replaces the stored certificate (or the plant); answers with one revision more. */
  zertifikatErsetzen: (id: string, version: number, zertifikat: File, gueltigBis: string | null) => {
    const form = new FormData();
    form.append('zertifikat', zertifikat);
    if (gueltigBis) form.append('zertifikatGueltigBis', gueltigBis);
    return apiFetch<{ id: string }>(`${menge(id)}/zertifikat`, { method: 'POST', formData: form, version, timeoutMs: 60_000 });
  },
  /** Spec § 7 `groups`, `ausnahmen`, `belegeByNummer`. */
  gruppen: (erzeugerId: number) => apiFetch<DokumentationGruppe[]>(`${basis(erzeugerId)}/groups`),
  ausnahmen: (erzeugerId: number) => apiFetch<DokumentationAusnahme[]>(`${basis(erzeugerId)}/ausnahmen`),
  belegeByNummer: (erzeugerId: number, belegNummer: string) =>
    apiFetch<BelegNachNummer[]>(`${basis(erzeugerId)}/belegeByNummer`, { query: { belegNummer } }),
  zertifikatUrl: (id: string) => `${menge(id)}/zertifikat`,
  anlagen: () => apiFetch<{ id: number; name: string }[]>('/api/v1/ablageort', { query: { range: '[0,499]', sort: '["name","ASC"]' } }),
};
