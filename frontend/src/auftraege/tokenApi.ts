import type { TokenSeite } from '@abfallportal/common/auftragWire';
import { apiFetch } from '../providers/apiFetch';
import type { WorkflowEingabe } from './workflowFormular';
import type { TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';

/** Spec § 9: the public client times out after 30 s. */
const PUBLIC_TIMEOUT_MS = 30_000;

const pfad = (aktion: TokenAktionDefinition, token: string) => `/api/v1/public/workflow/${aktion.pfad}/${encodeURIComponent(token)}`;

/**
 * The public client (base /api/v1/public): the link's token is the only credential. Its 401 must
 * not log anybody out, so it is sent like the sign-in calls, whose 401 ends no session.
 */
export const tokenApi = {
  seite: (aktion: TokenAktionDefinition, token: string) =>
    apiFetch<TokenSeite>(pfad(aktion, token), { authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS }),
  antworten: (aktion: TokenAktionDefinition, token: string, body: WorkflowEingabe) =>
    apiFetch<{ ok: true }>(pfad(aktion, token), { method: 'POST', json: body, authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS }),
  /** The offer as multipart form: preis, kommentar and the optional PDF in `pdfFile` (spec § 7, public client). */
  angebotAbgeben: (aktion: TokenAktionDefinition, token: string, form: FormData) =>
    apiFetch<{ ok: true }>(pfad(aktion, token), { method: 'POST', formData: form, authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS }),
};
