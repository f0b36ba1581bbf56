/**
 * Chart palette (spec § 9: "Charts use a palette of 20 colours, repeated as needed when a stream has no colour code").
 * Used by the browser charts (plotly) and the server-side Sankey PDF, so both show a stream in the same colour.
 */

/** 20 distinct colours (#rrggbb, lower case); index 0 is the first stream's colour. */
export const FARBPALETTE: readonly string[] = Object.freeze([
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#7f7f7f',
  '#bcbd22',
  '#17becf',
  '#aec7e8',
  '#ffbb78',
  '#98df8a',
  '#ff9896',
  '#c5b0d5',
  '#c49c94',
  '#f7b6d2',
  '#c7c7c7',
  '#dbdb8d',
  '#9edae5',
]);

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour code as `#rrggbb` (lower case), or null when it is missing or not a hex colour (`#abc`, `abc123` accepted). */
export function normalisiereFarbcode(farbcode: string | null | undefined): string | null {
  const treffer = HEX.exec((farbcode ?? '').trim());
  if (!treffer) return null;
  const ziffern = treffer[1]!.toLowerCase();
  return ziffern.length === 3 ? `#${[...ziffern].map((z) => z + z).join('')}` : `#${ziffern}`;
}

/**
 * The colour of the `index`-th series: its own colour code when it has a valid one, otherwise the palette colour,
 * repeating after 20 (index 20 → colour 0). Negative or fractional indexes are folded into the palette too.
 */
export function farbeFuer(index: number, farbcode?: string | null): string {
  const eigene = normalisiereFarbcode(farbcode);
  if (eigene) return eigene;
  const n = FARBPALETTE.length;
  const i = Number.isFinite(index) ? Math.trunc(index) : 0;
  return FARBPALETTE[((i % n) + n) % n]!;
}
