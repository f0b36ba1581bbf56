import type { EntsorgerBereich, LeistungOptionen } from '@abfallportal/common/leistung';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../providers/apiFetch';

/** The price calls of spec § 7 that are not simple-rest lists. */
export const leistungenApi = {
  optionen: (entsorgerId: number) => apiFetch<LeistungOptionen>('/api/v1/leistung/optionen', { query: { entsorgerId } }),
  bereich: (entsorgerId: number) => apiFetch<EntsorgerBereich>(`/api/v1/entsorger/${entsorgerId}/kundenbereich`),
};

export const useLeistungOptionen = (entsorgerId: number) =>
  useQuery({ queryKey: ['leistung', 'optionen', entsorgerId], queryFn: () => leistungenApi.optionen(entsorgerId) });

export const useEntsorgerBereichDaten = (entsorgerId: number | undefined) =>
  useQuery({
    queryKey: ['entsorger', 'kundenbereich', entsorgerId],
    queryFn: () => leistungenApi.bereich(entsorgerId as number),
    enabled: entsorgerId !== undefined,
  });
