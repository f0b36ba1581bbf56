import type { Abfallstrom, Overview, SankeyDaten } from '@abfallportal/common/auswertung';
import { farbeFuer } from '@abfallportal/common/farbpalette';
import { formatMenge, formatMonat } from '../format/format';

/**
 * Pure chart data builders (issue 21): the wire shapes of `common/src/auswertung.ts` into plotly
 * traces. No plotly import here, so pages and tests use them without loading the chart bundle.
 */

/** One stacked bar series: a fraction's tonnes per month. */
export type BalkenReihe = { name: string; farbe: string; x: string[]; y: number[] };

/** Month ids (`YYYY-MM`) as the axis shows them ("März 2026"). */
export const monatsAchse = (monate: readonly string[]): string[] => monate.map((m) => formatMonat(m));

/** `/auswertung/abfallstrom` reihen → one bar series per fraction, coloured by its code or the palette. */
export function balkenAusAbfallstrom(daten: Pick<Abfallstrom, 'monate' | 'reihen'>): BalkenReihe[] {
  const x = monatsAchse(daten.monate);
  return daten.reihen.map((reihe, i) => ({
    name: reihe.name,
    farbe: farbeFuer(i, reihe.farbcode),
    x,
    y: daten.monate.map((_, m) => reihe.werte[m] ?? 0),
  }));
}

/**
 * `/overview` abfallstromList (one entry per month, amounts by stream name) → one bar series per
 * stream. Streams are ordered by first appearance; a stream missing in a month counts 0.
 */
export function balkenAusOverview(liste: Overview['abfallstromList']): BalkenReihe[] {
  const monate = liste.map((e) => e.zeitraum.id);
  const x = monatsAchse(monate);
  const namen: string[] = [];
  const farbcodes = new Map<string, string | null>();
  for (const eintrag of liste) {
    for (const menge of eintrag.abfallstromMengeByName) {
      if (!farbcodes.has(menge.name)) {
        namen.push(menge.name);
        farbcodes.set(menge.name, menge.farbcode ?? null);
      } else if (!farbcodes.get(menge.name) && menge.farbcode) farbcodes.set(menge.name, menge.farbcode);
    }
  }
  return namen.map((name, i) => ({
    name,
    farbe: farbeFuer(i, farbcodes.get(name)),
    x,
    y: liste.map((e) => e.abfallstromMengeByName.filter((m) => m.name === name).reduce((s, m) => s + m.value, 0)),
  }));
}

/** True when no series has a positive amount (the widget shows its empty state instead of blank axes). */
export const istLeer = (reihen: readonly BalkenReihe[]): boolean => !reihen.some((r) => r.y.some((v) => v > 0));

/** The Sankey as plotly wants it: node labels/colours and links by node index, coloured by their source. */
export type SankeySpur = {
  knoten: { label: string[]; farbe: string[] };
  kanten: { quelle: number[]; ziel: number[]; wert: number[]; farbe: string[]; text: string[] };
};

/** Makes a `#rrggbb` colour translucent for the links (`rgba(r,g,b,a)`). */
export const durchscheinend = (farbe: string, alpha = 0.4): string => {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(farbe);
  if (!hex) return farbe;
  const [r, g, b] = [hex[1], hex[2], hex[3]].map((h) => parseInt(h ?? '0', 16));
  return `rgba(${r},${g},${b},${alpha})`;
};

/** `sankey` of `/auswertung/abfallstrom` → plotly's index-based form; links to unknown nodes and empty links are left out. */
export function sankeySpur(daten: SankeyDaten): SankeySpur {
  const index = new Map(daten.knoten.map((k, i) => [k.id, i] as const));
  const farben = daten.knoten.map((k, i) => farbeFuer(i, k.farbcode));
  const spur: SankeySpur = {
    knoten: { label: daten.knoten.map((k) => k.name), farbe: farben },
    kanten: { quelle: [], ziel: [], wert: [], farbe: [], text: [] },
  };
  for (const kante of daten.kanten) {
    const q = index.get(kante.quelle);
    const z = index.get(kante.ziel);
    if (q === undefined || z === undefined || !(kante.wert > 0)) continue;
    spur.kanten.quelle.push(q);
    spur.kanten.ziel.push(z);
    spur.kanten.wert.push(kante.wert);
    spur.kanten.farbe.push(durchscheinend(farben[q] ?? farbeFuer(q)));
    spur.kanten.text.push(formatMenge(kante.wert, 't'));
  }
  return spur;
}

/** German order for option lists (spec § 9): case-insensitive, umlauts where a German reader expects them. */
export const deutschSortiert = <T>(liste: readonly T[], name: (t: T) => string): T[] =>
  [...liste].sort((a, b) => name(a).localeCompare(name(b), 'de', { sensitivity: 'base' }));

/** A file name part from a title: "Abfallströme 2026" → "Abfallstroeme-2026". */
export const dateiname = (titel: string): string =>
  titel
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/[^A-Za-z0-9.-]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** A table column: header, how a cell reads on screen, and whether it is a number (right-aligned). */
export type Spalte<T> = {
  titel: string;
  wert: (zeile: T) => string | number;
  zahl?: boolean;
  format?: (zeile: T) => string;
  /** Stays in view while a wide table scrolls sideways (the row's name on the left, its sum on the right). */
  fixiert?: 'links' | 'rechts';
  /** Kept on one line (a waste code "20 01 39" that would break after each pair). */
  keinUmbruch?: true;
};

/**
 * A table as CSV the way German Excel opens it: BOM, semicolons, decimal comma, no thousands
 * separator, fields with `;`, quotes or line breaks quoted; cells that start like a formula are
 * prefixed with a quote so a spreadsheet does not run them.
 */
export function alsCsv<T>(spalten: readonly Spalte<T>[], zeilen: readonly T[]): string {
  const feld = (v: string | number): string => {
    let text = typeof v === 'number' ? String(v).replace('.', ',') : v;
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[;"\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const kopf = spalten.map((s) => feld(s.titel)).join(';');
  const rumpf = zeilen.map((z) => spalten.map((s) => feld(s.wert(z))).join(';'));
  return `\uFEFF${[kopf, ...rumpf].join('\r\n')}\r\n`;
}
