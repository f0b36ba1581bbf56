import { apiFetch } from '../providers/apiFetch';
import type { BenutzerInfo } from '../providers/BenutzerInfo';

/** Spec § 9: the auth client times out after 90 s. */
const AUTH_TIMEOUT_MS = 90_000;

export type Anmeldung = {
  username: string;
  password: string;
  verificationCode?: string;
  rememberMe: boolean;
  agbAkzeptiert: boolean;
};

/** Codes the login call answers with (400/429); the message beside them is shown as given. */
export type AnmeldeCode =
  | 'BAD_CREDENTIALS'
  | 'VERIFICATION_CODE_REQUIRED'
  | 'VERIFICATION_CODE_INVALID'
  | 'VERIFICATION_CODE_EXPIRED'
  | 'TERMS_NOT_ACCEPTED'
  | 'LOCKED';

/** The calls of the sign-in feature (spec § 7, auth and user calls). */
export const authApi = {
  anmelden: ({ username, password, verificationCode, rememberMe, agbAkzeptiert }: Anmeldung) =>
    apiFetch<BenutzerInfo>('/api/login', {
      method: 'POST',
      query: { 'remember-me': rememberMe, acceptedTermsAndConditions: agbAkzeptiert },
      json: { username, password, ...(verificationCode ? { verificationCode } : {}) },
      timeoutMs: AUTH_TIMEOUT_MS,
      authCall: true,
    }),
  codeErneutSenden: (username: string, password: string) =>
    apiFetch<void>('/api/recreate-verification-code', {
      method: 'POST',
      json: { username, password },
      timeoutMs: AUTH_TIMEOUT_MS,
      authCall: true,
    }),
  abmelden: () => apiFetch<void>('/api/logout', { method: 'POST', timeoutMs: AUTH_TIMEOUT_MS, authCall: true }),
  passwortVergessenAnfrage: (email: string) =>
    apiFetch<void>('/api/v1/benutzer/profil/passwortvergessen/anfrage', { method: 'POST', json: { email }, authCall: true }),
  pruefeToken: (token: string) =>
    apiFetch<{ email: string }>(`/api/v1/benutzer/profil/passwortvergessen/token/${encodeURIComponent(token)}`, {
      authCall: true,
    }),
  passwortSetzen: (token: string, password: string, passwordRepeat: string) =>
    apiFetch<void>('/api/v1/benutzer/profil/passwortvergessen', {
      method: 'POST',
      json: { token, password, passwordRepeat },
      authCall: true,
    }),
};
