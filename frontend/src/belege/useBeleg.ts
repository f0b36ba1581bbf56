import type { BelegDetails, BelegHistorieEintrag, BelegVorschlag } from '@abfallportal/common/beleg';
import { useQuery } from '@tanstack/react-query';
import { belegeApi } from './belegeApi';
import { belegPaths } from './belegPaths';

export type BelegDaten = { beleg: BelegDetails; historie: BelegHistorieEintrag[]; vorschlaege: BelegVorschlag[]; hinweis: string | null };

/** The receipt, its history and its suggested orders; `daten` once all three have arrived, else the first error. */
export const useBeleg = (id: string): { fehler: unknown; daten: BelegDaten | null } => {
  // The page shows its own error, so the queries do not raise the global notification too.
  const details = useQuery({ queryKey: [belegPaths.resource, id], queryFn: () => belegeApi.details(id), meta: { eigeneFehler: true } });
  const historie = useQuery({
    queryKey: [belegPaths.resource, id, 'historie'],
    queryFn: () => belegeApi.historie(id),
    meta: { eigeneFehler: true },
  });
  const vorschlaege = useQuery({
    queryKey: [belegPaths.resource, id, 'vorschlaege'],
    queryFn: () => belegeApi.vorschlaege(id),
    meta: { eigeneFehler: true },
  });
  const fehler = details.error ?? historie.error ?? vorschlaege.error;
  if (fehler || !details.data || !historie.data || !vorschlaege.data) return { fehler, daten: null };
  return {
    fehler: null,
    daten: {
      beleg: details.data,
      historie: historie.data,
      vorschlaege: vorschlaege.data.vorschlaege,
      hinweis: vorschlaege.data.hinweis,
    },
  };
};
