import { formatEinheiten } from '@abfallportal/common/einheiten';
/**
 * How the portal writes money, dates and quantities (spec § 9, DESIGN § 8): German notation, and
 * every point in time in Germany's time zone, never the browser's. The one place for these choices.
 */
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
const MENGE = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
const BERLIN = 'Europe/Berlin';
const DATUM = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, day: '2-digit', month: '2-digit', year: 'numeric' });
const ZEIT = new Intl.DateTimeFormat('de-DE', { timeZone: BERLIN, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const ZEIT_SEKUNDEN = new Intl.DateTimeFormat('de-DE', {
  timeZone: BERLIN,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const KALENDERTAG = /^(\d{4})-(\d{2})-(\d{2})$/;

const alsZeitpunkt = (wert: string | Date): Date | null => {
  const datum = wert instanceof Date ? wert : new Date(wert);
  return Number.isNaN(datum.getTime()) ? null : datum;
};

/** 1.234,56 € (the space before € does not break); an absent amount shows `leer`. */
export function formatEuro(betrag: number | null | undefined, leer = '–'): string {
  return betrag === null || betrag === undefined ? leer : EURO.format(betrag);
}

/**
 * dd.MM.yyyy. A calendar day as it travels (yyyy-MM-dd) is that day wherever the browser is; a point
 * in time (ISO timestamp or Date) is the day it was in Germany. Absent or unreadable shows `leer`.
 */
export function formatDatum(wert: string | Date | null | undefined, leer = ''): string {
  if (wert === null || wert === undefined || wert === '') return leer;
  if (typeof wert === 'string') {
    const tag = KALENDERTAG.exec(wert);
    if (tag) return `${tag[3]}.${tag[2]}.${tag[1]}`;
  }
  const zeitpunkt = alsZeitpunkt(wert);
  return zeitpunkt === null ? leer : DATUM.format(zeitpunkt);
}

/** dd.MM.yyyy HH:mm (with `sekunden` HH:mm:ss) in Germany's time zone; absent or unreadable shows `leer`. */
export function formatDatumZeit(wert: string | Date | null | undefined, optionen: { sekunden?: boolean; leer?: string } = {}): string {
  const { sekunden = false, leer = '' } = optionen;
  if (wert === null || wert === undefined || wert === '') return leer;
  const zeitpunkt = alsZeitpunkt(wert);
  if (zeitpunkt === null) return leer;
  return `${DATUM.format(zeitpunkt)} ${(sekunden ? ZEIT_SEKUNDEN : ZEIT).format(zeitpunkt)}`;
}

/** A quantity in German notation (at most three decimals) with its unit: 1.234,5 kg. */
export function formatMenge(menge: number, einheit?: string | null): string {
  const zahl = MENGE.format(menge);
  return einheit ? `${zahl} ${einheit}` : zahl;
}

/** Units as people read them ("m³", not "m3"): one rule for screens and mails, in common. */
export { formatEinheiten };

/** A count with its noun in the right number: "1 Tag", "0 Tage", "3 Tage" (German: only one is singular). */
export function formatAnzahl(anzahl: number, einzahl: string, mehrzahl: string): string {
  return `${MENGE.format(anzahl)} ${anzahl === 1 ? einzahl : mehrzahl}`;
}

/**
 * A price per unit: "189,00 € je t". The unit is written once even when the data carry it with
 * "je" or as "€/t" already (otherwise "189,00 € je €/t").
 */
export function formatBetragJeEinheit(betrag: number | null | undefined, einheit: string | null | undefined): string {
  const einfach = formatEinheiten((einheit ?? '').replace(/^\s*(€\s*\/\s*|€\s+je\s+|je\s+|pro\s+)/i, '').trim());
  return einfach === '' ? formatEuro(betrag) : `${formatEuro(betrag)} je ${einfach}`;
}

/** HH:mm in Germany's time zone (a point in time); absent or unreadable shows `leer`. */
export function formatUhrzeit(wert: string | Date | null | undefined, leer = ''): string {
  if (wert === null || wert === undefined || wert === '') return leer;
  const zeitpunkt = alsZeitpunkt(wert);
  return zeitpunkt === null ? leer : ZEIT.format(zeitpunkt);
}

const MONATE = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

/** A month as it travels (`YYYY-MM`) as a reader says it: "März 2026"; anything else stays as it is. */
export function formatMonat(monat: string): string {
  const treffer = /^(\d{4})-(\d{2})$/.exec(monat);
  const name = treffer ? MONATE[Number(treffer[2]) - 1] : undefined;
  return treffer && name ? `${name} ${treffer[1]}` : monat;
}

const PROZENT = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/**
 * A key figure with its unit (evaluations, issue 21): 't' and '' as quantities, '€' as money,
 * '€/t' as money per tonne, '%' with one decimal, 'Tage' with the right number. null shows `leer`.
 */
export function formatKennzahl(wert: number | null | undefined, einheit: string, leer = '–'): string {
  if (wert === null || wert === undefined) return leer;
  if (einheit === '€') return formatEuro(wert);
  if (einheit === '€/t') return `${formatEuro(wert)} je t`;
  if (einheit === '%') return `${PROZENT.format(wert)} %`;
  if (einheit === 'Tage') return formatAnzahl(Math.round(wert * 10) / 10, 'Tag', 'Tage');
  return formatMenge(wert, einheit || null);
}
