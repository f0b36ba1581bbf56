import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import type { GewabfvBeleg } from './gewabfvPaket';

/** Reads a stored file (the file store), or null when it is gone. */
export type DateiLesen = (id: string) => Promise<Buffer | null>;

/** How a receipt's file travels with the package: its pages appended, or the file embedded. */
export type GewabfvAnlage = {
  nr: number;
  beleg: GewabfvBeleg;
  art: 'SEITEN' | 'DATEI';
  daten: Buffer;
  seiten: number;
  dateiName: string;
};

export const anlageText = (a: GewabfvAnlage | undefined): string => {
  if (!a) return 'keine Datei';
  return a.art === 'SEITEN'
    ? `Anlage ${a.nr} (${a.seiten} ${a.seiten === 1 ? 'Seite' : 'Seiten'} angehängt)`
    : `Anlage ${a.nr} (eingebettete Datei ${a.dateiName})`;
};

/** The receipts' files in the order of the list: a PDF that loads becomes pages, any other file an embedded attachment. */
export const anlagenVon = async (belege: readonly GewabfvBeleg[], lesen: DateiLesen): Promise<GewabfvAnlage[]> => {
  const anlagen: GewabfvAnlage[] = [];
  for (const b of belege) {
    if (!b.datei) continue;
    const daten = await lesen(b.datei.id);
    if (!daten) continue;
    const nr = anlagen.length + 1;
    const dateiName = `Anlage-${nr}-${b.datei.name.replace(/[^\p{L}\p{N}._-]+/gu, '_')}`;
    if (b.datei.typ === 'application/pdf') {
      try {
        const pdf = await PdfLibDocument.load(daten);
        anlagen.push({ nr, beleg: b, art: 'SEITEN', daten, seiten: pdf.getPageCount(), dateiName });
        continue;
      } catch {
        // A PDF pdf-lib cannot read (encrypted, broken) still travels with the package, as an embedded file.
      }
    }
    anlagen.push({ nr, beleg: b, art: 'DATEI', daten, seiten: 0, dateiName });
  }
  return anlagen;
};
