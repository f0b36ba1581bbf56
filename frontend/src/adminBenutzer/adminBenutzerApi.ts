import type { AdminBenutzer } from '@abfallportal/common/adminBenutzer';
import { apiFetch } from '../providers/apiFetch';
import { versionOf } from '../providers/version';

/** Spec § 7: create and update send a form (multipart/form-data); permissions as repeated fields. */
const alsFormular = (werte: Record<string, unknown>): FormData => {
  const form = new FormData();
  for (const feld of ['anrede', 'vorname', 'nachname', 'email', 'telefon', 'rolle'] as const) {
    const wert = werte[feld];
    form.append(feld, typeof wert === 'string' ? wert : '');
  }
  form.append('aktiv', String(werte.aktiv !== false));
  for (const b of (werte.berechtigungen as string[] | undefined) ?? []) form.append('berechtigungen', b);
  const standard = werte.standardErzeuger as { id: number } | null | undefined;
  form.append('standardErzeugerId', standard ? String(standard.id) : '');
  return form;
};

export const adminBenutzerApi = {
  anlegen: (werte: Record<string, unknown>) =>
    apiFetch<AdminBenutzer>('/api/v1/benutzer/admins', { method: 'POST', formData: alsFormular(werte) }),
  aendern: (id: number, werte: Record<string, unknown>) =>
    apiFetch<AdminBenutzer>(`/api/v1/benutzer/admins/${id}`, { method: 'PUT', formData: alsFormular(werte), version: versionOf(werte) }),
};
