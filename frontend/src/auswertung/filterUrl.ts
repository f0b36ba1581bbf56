import type { AuswertungAnfrage } from './auswertungApi';

const TAG = /^\d{4}-\d{2}-\d{2}$/;

const ids = (text: string | null): number[] | undefined => {
  const liste = (text ?? '')
    .split(',')
    .map((t) => Number(t.trim()))
    .filter((n) => Number.isInteger(n) && n > 0);
  return liste.length > 0 ? [...new Set(liste)] : undefined;
};

/**
 * The evaluation page's filters as they live in the URL (`?von=&bis=&standorte=&fraktionen=&entsorger=`),
 * so a link or reload keeps them. Unreadable values are dropped; without a period: the current year.
 */
export function filterAusUrl(params: URLSearchParams, heute: string): Required<Pick<AuswertungAnfrage, 'von' | 'bis'>> & AuswertungAnfrage {
  const jahr = heute.slice(0, 4);
  let von = TAG.test(params.get('von') ?? '') ? params.get('von')! : `${jahr}-01-01`;
  let bis = TAG.test(params.get('bis') ?? '') ? params.get('bis')! : `${jahr}-12-31`;
  if (von > bis) [von, bis] = [bis, von];
  const f: ReturnType<typeof filterAusUrl> = { von, bis };
  const erzeugerId = ids(params.get('erzeuger'))?.[0];
  if (erzeugerId !== undefined) f.erzeugerId = erzeugerId;
  const anfallstelleIds = ids(params.get('standorte'));
  if (anfallstelleIds) f.anfallstelleIds = anfallstelleIds;
  const fraktionIds = ids(params.get('fraktionen'));
  if (fraktionIds) f.fraktionIds = fraktionIds;
  const entsorgerIds = ids(params.get('entsorger'));
  if (entsorgerIds) f.entsorgerIds = entsorgerIds;
  return f;
}

/** The URL parameters of a filter (empty lists left out). */
export function filterInUrl(f: AuswertungAnfrage): Record<string, string> {
  const p: Record<string, string> = {};
  if (f.erzeugerId !== undefined) p.erzeuger = String(f.erzeugerId);
  if (f.von) p.von = f.von;
  if (f.bis) p.bis = f.bis;
  if (f.anfallstelleIds?.length) p.standorte = f.anfallstelleIds.join(',');
  if (f.fraktionIds?.length) p.fraktionen = f.fraktionIds.join(',');
  if (f.entsorgerIds?.length) p.entsorger = f.entsorgerIds.join(',');
  return p;
}
