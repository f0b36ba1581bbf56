import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT, type BelegStatus, type BelegTyp } from '@abfallportal/common/beleg';

/** German figures and dates for the export files (the front end's formatter does the same on screen). */
const ZAHL = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export const zahlText = (n: number | null): string => (n === null ? '–' : ZAHL.format(n));
export const euroText = (n: number | null): string => (n === null ? '–' : EURO.format(n));
/** yyyy-MM-dd → dd.MM.yyyy (spec § 9). */
export const datumText = (iso: string | null): string => (iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '–');
export const typText = (typ: BelegTyp): string => BELEG_TYP_TEXT[typ];
export const statusText = (status: BelegStatus): string => BELEG_STATUS_TEXT[status];
/** AVV codes with a star are hazardous waste (NachwV). */
export const gefaehrlich = (avv: string | null): boolean => Boolean(avv && avv.trim().endsWith('*'));
