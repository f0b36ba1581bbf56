import { registrierungEmailSchema } from '@abfallportal/common/registrierung';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { registrierungApi } from './registrierungApi';

/** Wait this long after the last key stroke before asking the server. */
const VERZOEGERUNG_MS = 400;

/**
 * Whether the typed address is still free, asked while typing (debounced): null while unknown,
 * for an address that is not well-formed yet, or when the check failed (the server decides on submit).
 */
export const useEmailVerfuegbar = (email: string): boolean | null => {
  const [verzoegert, setVerzoegert] = useState(email);
  useEffect(() => {
    const timer = setTimeout(() => setVerzoegert(email), VERZOEGERUNG_MS);
    return () => clearTimeout(timer);
  }, [email]);
  const gueltig = registrierungEmailSchema.safeParse(verzoegert);
  const pruefung = useQuery({
    queryKey: ['registrierung', 'emailVerfuegbar', gueltig.success ? gueltig.data.toLowerCase() : ''],
    queryFn: () => registrierungApi.emailVerfuegbar(gueltig.success ? gueltig.data : ''),
    enabled: gueltig.success && verzoegert === email,
    retry: false,
    meta: { eigeneFehler: true },
  });
  if (!gueltig.success || verzoegert !== email || !pruefung.data) return null;
  return pruefung.data.available;
};
