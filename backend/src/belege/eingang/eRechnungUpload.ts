import { ungueltig } from '../../platform/domainError';
import { HttpError } from '../../platform/http/httpError';
import { belegDateityp } from '../belegDateityp';
import { erkenneERechnungImHintergrund, type ERechnungErgebnis } from '../erechnung';

export const MELDUNG_OHNE_ANGABEN = 'Die Angaben zum Beleg fehlen (Formularteil beleg als JSON).';

/** `ohneAngaben`: the answer when the typed fields are missing; it says why an attached e-invoice could not be read. */
export type UploadLesung = { art: 'erechnung'; gelesen: ERechnungErgebnis } | { art: 'beleg'; ohneAngaben: string };

const vonHand = (grund: string | null): UploadLesung => ({
  art: 'beleg',
  ohneAngaben: grund ? `${grund} Bitte die Angaben zum Beleg von Hand erfassen.` : MELDUNG_OHNE_ANGABEN,
});

/**
 * Is an uploaded file an e-invoice for the reader (POST /rechnungen)? Every XML file (a broken one is
 * kept as a draft with the reader's reason), and a PDF with factur-x.xml, zugferd-invoice.xml or
 * xrechnung.xml attached. A plain PDF stays a manual capture with the fields the person typed.
 * Read in a worker thread (issue 28), once: the result goes on to erfassenAusDatei. A file that broke
 * the reader (its time or memory) is refused with 400, or 503 while too many files wait.
 */
export const leseHochgeladeneDatei = async (datei: { buffer: Buffer; originalname: string } | undefined): Promise<UploadLesung> => {
  const typ = datei ? belegDateityp(datei.buffer) : null;
  if (!datei || typ === null) return vonHand(null);
  const erkannt = await erkenneERechnungImHintergrund(datei.buffer, datei.originalname);
  if (erkannt.art === 'fehler') throw erkannt.status === 503 ? new HttpError(503, erkannt.grund) : ungueltig(erkannt.grund);
  if (erkannt.art === 'erechnung') return erkannt;
  if (typ === 'application/xml') return { art: 'erechnung', gelesen: { ok: false, grund: erkannt.grund } };
  return vonHand(erkannt.anhangGefunden ? erkannt.grund : null);
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
