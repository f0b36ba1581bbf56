import type { StammdatenZeile, VertragInfo } from '@abfallportal/common/stammdaten';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { CACHE_RETENTION_MS } from '../providers/queryRetry';
import { apiFetch } from '../providers/apiFetch';
import { sitzungsListenFuer, sitzungsStammdaten, type SitzungsStammdaten } from './sitzungsStammdaten';
import { stammdatenPaths } from './stammdatenPaths';

/**
 * The reference lists of spec § 4, loaded once after login and cached (5 minutes, spec § 9); every
 * screen that needs containers, keys or categories reads them from here. A failed list shows no
 * error and stays empty (spec § 7).
 */
export const useSitzungsStammdaten = (): SitzungsStammdaten => {
  const { data } = useBenutzerInfo();
  const info = data?.status === 'angemeldet' ? data.info : null;
  const listen = info ? sitzungsListenFuer(info.rolle) : [];
  const ergebnisse = useQueries({
    queries: listen.map((liste) => ({
      queryKey: ['sitzungsStammdaten', info?.id, liste],
      queryFn: () => apiFetch<StammdatenZeile[]>(stammdatenPaths.sitzung(liste)),
      staleTime: CACHE_RETENTION_MS,
      meta: { eigeneFehler: true },
    })),
  });
  const vertrag = useQuery({
    queryKey: ['sitzungsStammdaten', info?.id, 'vertragInfo'],
    queryFn: () => apiFetch<VertragInfo>(stammdatenPaths.vertragInfo),
    enabled: info !== null,
    staleTime: CACHE_RETENTION_MS,
    meta: { eigeneFehler: true },
  });
  return sitzungsStammdaten(listen, ergebnisse, vertrag);
};

/** Starts loading the reference lists as soon as a signed-in page is shown. */
export const SitzungsStammdatenLaden = () => {
  useSitzungsStammdaten();
  return null;
};
