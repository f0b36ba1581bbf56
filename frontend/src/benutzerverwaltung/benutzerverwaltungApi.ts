import type { Benutzerberechtigung, ErzeugerBerechtigung, VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import { apiFetch } from '../providers/apiFetch';

/** The user-management calls beyond simple-rest (spec § 7). */
export const benutzerverwaltungApi = {
  einladen: (id: number) => apiFetch<VerwalteterBenutzer>(`/api/v1/benutzer/${id}/invite`, { method: 'POST' }),
  berechtigungenLaden: (id: number) => apiFetch<Benutzerberechtigung>(`/api/v1/benutzerberechtigung/${id}`),
  /** A permission change is an edit of the account: it sends the account's version it was loaded with. */
  berechtigungenSpeichern: (id: number, berechtigungen: ErzeugerBerechtigung[], version: number) =>
    apiFetch<Benutzerberechtigung>(`/api/v1/benutzerberechtigung/${id}`, { method: 'PUT', json: { berechtigungen }, version }),
  inhaberUebertragen: (id: number) => apiFetch<VerwalteterBenutzer>(`/api/v1/erzeuger/inhaber/${id}`, { method: 'POST' }),
};
