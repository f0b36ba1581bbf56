import { belegDateityp } from '../belegDateityp';
import { xmlAusPdf } from '../erechnung/pdfAnhang';

/**
 * Is an uploaded file an e-invoice for the reader (POST /rechnungen)? Every XML file (a broken one is
 * kept as a draft with the reader's reason), and a PDF with factur-x.xml, zugferd-invoice.xml or
 * xrechnung.xml attached. A plain PDF stays a manual capture with the fields the person typed.
 */
export const istERechnungsDatei = async (bytes: Buffer): Promise<boolean> => {
  const typ = belegDateityp(bytes);
  if (typ === 'application/xml') return true;
  if (typ !== 'application/pdf') return false;
  return (await xmlAusPdf(bytes)).ok;
};

/** The optional JSON part of an e-invoice upload: only whose receipt it is, when the person chose it. */
export const zuordnungAusFormular = (teil: unknown): { erzeugerId: number | null; entsorgerId: number | null } => {
  let roh: unknown = null;
  try {
    roh = typeof teil === 'string' ? JSON.parse(teil) : null;
  } catch {
    roh = null;
  }
  const id = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 && v < 2 ** 31 ? v : null);
  const o = roh !== null && typeof roh === 'object' ? (roh as Record<string, unknown>) : {};
  return { erzeugerId: id(o.erzeugerId), entsorgerId: id(o.entsorgerId) };
};
