import type { Abfallstrom } from '@abfallportal/common/auswertung';

/** Whether a waste-stream answer has nothing to draw (the widgets show their empty state). */
export const keineMengen = (d: Abfallstrom): boolean =>
  d.zeilen.length === 0 && d.sankey.kanten.length === 0 && !d.reihen.some((r) => r.werte.some((w) => w > 0));
