import type { Leistung, PreisZeile } from '@abfallportal/common/leistung';

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Spec § 9: short dates DD.MM.YYYY. */
export const datumDeutsch = (iso: string): string => iso.split('-').reverse().join('.');

/** '01.01.2025 – 31.12.2027' or 'ab 01.01.2025' (open-ended). */
export const gueltigkeit = (l: Pick<Leistung, 'gueltigVon' | 'gueltigBis'>): string =>
  l.gueltigBis === null ? `ab ${datumDeutsch(l.gueltigVon)}` : `${datumDeutsch(l.gueltigVon)} – ${datumDeutsch(l.gueltigBis)}`;

/** 'Stellung und Abholung: 95,00 € je Stück' */
export const preisZeileText = (p: PreisZeile): string => `${p.bezeichnung}: ${EURO.format(p.preis)} je ${p.einheit}`;
