import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { Db } from '../platform/db';
import { loadGewabfvPaket } from './gewabfvPaket';
import type { DateiLesen } from './gewabfvAnlagen';
import { schreibeGewabfvPdf } from './gewabfvPdf';

/** The file name of a GewAbfV package: GewAbfV-Paket-<producer>-<site>-<year>.pdf. */
export const gewabfvDateiName = (titel: string, jahr: number): string => {
  const sauber =
    titel
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'Anfallstelle';
  return `GewAbfV-Paket-${sauber}-${jahr}.pdf`;
};

/** Builds the GewAbfV package of an export row (art PDF_GEWABFV: one site, beginn = 1 January of its year) into `ziel`. */
export const erstelleGewabfvPaket = async (
  db: Db,
  row: { anfallstelle_id: number | null; beginn: string },
  ziel: string,
  lesen: DateiLesen,
  jetzt: Date,
): Promise<void> => {
  if (row.anfallstelle_id === null) throw new Error('Das GewAbfV-Paket braucht eine Anfallstelle.');
  const paket = await loadGewabfvPaket(db, row.anfallstelle_id, Number(row.beginn.slice(0, 4)), heuteInBerlin(jetzt));
  await schreibeGewabfvPdf(paket, ziel, lesen);
};
