import type { Leistung, PreisZeile } from '@abfallportal/common/leistung';
import { formatBetragJeEinheit, formatDatum } from '../format/format';

/** '01.01.2025 – 31.12.2027' or 'ab 01.01.2025' (open-ended). */
export const gueltigkeit = (l: Pick<Leistung, 'gueltigVon' | 'gueltigBis'>): string =>
  l.gueltigBis === null ? `ab ${formatDatum(l.gueltigVon)}` : `${formatDatum(l.gueltigVon)} – ${formatDatum(l.gueltigBis)}`;

/** '95,00 € je Stück' */
export const betragJeEinheit = (p: Pick<PreisZeile, 'preis' | 'einheit'>): string => formatBetragJeEinheit(p.preis, p.einheit);

/** 'Stellung und Abholung: 95,00 € je Stück' */
export const preisZeileText = (p: PreisZeile): string => `${p.bezeichnung}: ${betragJeEinheit(p)}`;

/** '17 09 04 gemischte Bau- …' → code and name apart, so the list can show the code first. */
export const schluesselTeile = (anzeige: string): { code: string; name: string } => {
  const treffer = /^(\d{2} \d{2} \d{2}\*?)\s*(.*)$/.exec(anzeige);
  return treffer ? { code: treffer[1] ?? anzeige, name: treffer[2] ?? '' } : { code: anzeige, name: '' };
};

/** Whether an agreement no longer or not yet holds on `heute` (yyyy-MM-dd); null while it holds. */
export const zeitStatus = (l: Pick<Leistung, 'gueltigVon' | 'gueltigBis'>, heute: string): 'abgelaufen' | 'kuenftig' | null => {
  if (l.gueltigBis !== null && l.gueltigBis < heute) return 'abgelaufen';
  return l.gueltigVon > heute ? 'kuenftig' : null;
};
