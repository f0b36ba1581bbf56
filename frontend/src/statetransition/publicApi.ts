import type { TokenSeite } from '@abfallportal/common/auftragWire';
import { apiFetch } from '../providers/apiFetch';
import type { WorkflowEingabe } from '../auftraege/workflowFormular';
import type { TokenAktion } from './statetransitionPaths';

/** Spec § 9: the public client times out after 30 s. */
const PUBLIC_TIMEOUT_MS = 30_000;

const pfad = (aktion: TokenAktion, token: string) => `/api/v1/public/workflow/${aktion}/${encodeURIComponent(token)}`;

/**
 * The public client (base /api/v1/public): the link's token is the only credential. Its 401 must
 * not log anybody out, so it is sent like the sign-in calls, whose 401 ends no session.
 */
export const publicApi = {
  seite: (aktion: TokenAktion, token: string) =>
    apiFetch<TokenSeite>(pfad(aktion, token), { authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS }),
  antworten: (aktion: TokenAktion, token: string, body: WorkflowEingabe) =>
    apiFetch<{ ok: true }>(pfad(aktion, token), { method: 'POST', json: body, authCall: true, timeoutMs: PUBLIC_TIMEOUT_MS }),
};
