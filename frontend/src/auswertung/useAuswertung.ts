import { kpiPraeferenzSchema, type KpiKachelId, type KpiPraeferenz } from '@abfallportal/common/auswertung';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { auswertungApi, type AuswertungAnfrage } from './auswertungApi';

/** Widgets show their own failure state (with retry), not the global alert. */
const EIGENE_FEHLER = { eigeneFehler: true } as const;

export const useOverview = (f: AuswertungAnfrage) =>
  useQuery({ queryKey: ['auswertung', 'overview', f], queryFn: () => auswertungApi.overview(f), meta: EIGENE_FEHLER });

export const useAbfallstrom = (f: AuswertungAnfrage, enabled = true) =>
  useQuery({ queryKey: ['auswertung', 'abfallstrom', f], queryFn: () => auswertungApi.abfallstrom(f), meta: EIGENE_FEHLER, enabled });

export const useKpi = (f: AuswertungAnfrage & { kacheln?: KpiKachelId[] }, enabled = true) =>
  useQuery({ queryKey: ['auswertung', 'kpi', f], queryFn: () => auswertungApi.kpi(f), meta: EIGENE_FEHLER, enabled });

const KPI_SCOPE = 'dashboard.kpi';
const PRAEFERENZ_KEY = ['auswertung', 'praeferenz', KPI_SCOPE];

/** The KPI board's kept layout (null: never saved, the board shows every tile) and its version for If-Match. */
export const useKpiPraeferenz = () =>
  useQuery({
    queryKey: PRAEFERENZ_KEY,
    queryFn: async () => {
      const antwort = await auswertungApi.praeferenz(KPI_SCOPE);
      const wert = kpiPraeferenzSchema.safeParse(antwort.wert);
      return { wert: antwort.wert === null || !wert.success ? null : wert.data, version: antwort.version };
    },
    meta: EIGENE_FEHLER,
    staleTime: 0,
  });

/** Saves the layout with the version it was read at; a 409 (changed in another tab) shows its message. */
export const useKpiPraeferenzSpeichern = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wert, version }: { wert: KpiPraeferenz; version: number }) =>
      auswertungApi.praeferenzSpeichern(KPI_SCOPE, wert, version),
    onSuccess: (antwort) => {
      const wert = kpiPraeferenzSchema.safeParse(antwort.wert);
      queryClient.setQueryData(PRAEFERENZ_KEY, { wert: wert.success ? wert.data : null, version: antwort.version });
    },
    meta: EIGENE_FEHLER,
  });
};

export const useStandorte = (erzeugerId: number | undefined) =>
  useQuery({
    queryKey: ['auswertung', 'standorte', erzeugerId],
    queryFn: () => auswertungApi.standorte(erzeugerId!),
    enabled: erzeugerId !== undefined,
    meta: EIGENE_FEHLER,
  });
