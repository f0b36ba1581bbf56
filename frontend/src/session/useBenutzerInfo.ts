import { useQuery } from '@tanstack/react-query';
import { BENUTZER_INFO_KEY, loadBenutzerInfo } from '../providers/benutzerInfoQuery';

/** The signed-in user's info (the same cache entry react-admin's checkAuth fills). */
export const useBenutzerInfo = () =>
  useQuery({
    queryKey: BENUTZER_INFO_KEY,
    queryFn: loadBenutzerInfo,
    staleTime: 60_000,
    meta: { eigeneFehler: true },
  });
