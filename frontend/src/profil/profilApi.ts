import type { Profil } from '@abfallportal/common/benutzerInfo';
import { apiFetch } from '../providers/apiFetch';

export type { Profil };

export type PasswortAenderung = { oldPassword: string; newPassword: string; newPasswordRepeat: string };

/** Spec § 9: uploads time out after 60 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The own-profile calls of spec § 7. */
export const profilApi = {
  laden: () => apiFetch<Profil>('/api/v1/benutzer/profil'),
  speichern: ({ formData, version }: { formData: FormData; version: number }) =>
    apiFetch<Profil>('/api/v1/benutzer/profil', { method: 'POST', formData, version, timeoutMs: UPLOAD_TIMEOUT_MS }),
  passwortAendern: (aenderung: PasswortAenderung) => apiFetch<void>('/api/v1/benutzer/password', { method: 'POST', json: aenderung }),
};
