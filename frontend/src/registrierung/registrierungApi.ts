import type {
  BrancheOption,
  EmailVerfuegbar,
  RegistrierbarerVertrag,
  RegistrierungEingabe,
  RegistrierungAntwort,
  RegistrierungStatus,
} from '@abfallportal/common/registrierung';
import { apiFetch } from '../providers/apiFetch';

const BASIS = '/api/v1/erzeuger-registration';
/** Spec § 9: the public client times out after 30 s. */
const PUBLIC_TIMEOUT_MS = 30_000;
const oeffentlich = { authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS } as const;

/** The registration calls of spec § 7; nobody is signed in, so a 401 never means "session ended". */
export const registrierungApi = {
  status: () => apiFetch<RegistrierungStatus>(`${BASIS}/status`, oeffentlich),
  vertraege: () => apiFetch<RegistrierbarerVertrag[]>(`${BASIS}/vertraege`, oeffentlich),
  branchen: () => apiFetch<BrancheOption[]>(`${BASIS}/branchen`, oeffentlich),
  emailVerfuegbar: (email: string) => apiFetch<EmailVerfuegbar>(`${BASIS}/check-email-available`, { ...oeffentlich, query: { email } }),
  registrieren: (eingabe: RegistrierungEingabe) => apiFetch<RegistrierungAntwort>(BASIS, { ...oeffentlich, method: 'POST', json: eingabe }),
};
