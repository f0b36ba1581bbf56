import type { PortalConfig } from '@abfallportal/common/portalConfig';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../providers/apiFetch';

export type { PortalConfig };

/** GET /api/v1/config: public, read once per session. */
export const usePortalConfig = () =>
  useQuery({
    queryKey: ['portalConfig'],
    queryFn: () => apiFetch<PortalConfig>('/api/v1/config', { authCall: true }),
    staleTime: Infinity,
    meta: { eigeneFehler: true },
  });
