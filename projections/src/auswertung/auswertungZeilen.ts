import { avvAnzeige, avvKompakt } from '@abfallportal/common/abfallmenge';
import { mengeAlsZahl, type BelegTyp } from '@abfallportal/common/beleg';
import type { AbfallmengeState } from '@abfallportal/backend/dokumentation';
import type { BelegState } from '@abfallportal/backend/belege';

/**
 * The sign of a receipt's amounts in the costs (docs/decisions.md, "Auswertungen"): invoices and
 * cancelled credit notes cost, credit notes and cancelled invoices give back; delivery notes,
 * weighing slips and balances carry no costs (the invoice for the same pick-up does).
 */
export const KOSTEN_VORZEICHEN: Record<BelegTyp, number> = {
  rechnung: 1,
  stornogutschrift: 1,
  gutschrift: -1,
  stornorechnung: -1,
  lieferschein: 0,
  wiegeschein: 0,
  bilanz: 0,
};

export const monatVon = (tag: string): string => `${tag.slice(0, 7)}-01`;

/** The months [von, bis] touches, as first days. */
export const monateZwischen = (von: string, bis: string): string[] => {
  const monate: string[] = [];
  let j = Number(von.slice(0, 4));
  let m = Number(von.slice(5, 7));
  const endeJ = Number(bis.slice(0, 4));
  const endeM = Number(bis.slice(5, 7));
  while (j < endeJ || (j === endeJ && m <= endeM)) {
    monate.push(`${j}-${String(m).padStart(2, '0')}-01`);
    m++;
    if (m > 12) {
      m = 1;
      j++;
    }
  }
  return monate;
};

/** The month a receipt documents: the end of its service period, else its start, else its date (as the documentation's year). */
const belegMonat = (s: BelegState): string | null => {
  const tag = s.felder?.leistungBis ?? s.felder?.leistungVon ?? s.felder?.datum ?? null;
  return tag ? monatVon(tag) : null;
};

export const mengenZeilen = (id: string, s: AbfallmengeState) => {
  const f = s.felder;
  if (s.status !== 'ERFASST' || !f) return [];
  const monate = monateZwischen(f.leistungVon ?? `${f.leistungsjahr}-01-01`, f.leistungBis ?? `${f.leistungsjahr}-12-31`);
  return monate.map((monat) => ({
    quelle: 'ERFASST',
    quelle_id: id,
    nr: 0,
    monat,
    erzeuger_id: s.erzeugerId,
    anfallstelle_id: f.anfallstelleId,
    abfallschluessel: avvAnzeige(f.abfallschluessel),
    avv: avvKompakt(f.abfallschluessel),
    fraktion_id: f.fraktionId,
    entsorger_id: null,
    verbleibsanlage_id: f.verbleibsanlageId,
    entsorgungsverfahren: f.entsorgungsverfahren,
    menge: mengeAlsZahl(f.menge),
    einheit: f.einheit,
    abweichende_dichte: mengeAlsZahl(f.abweichendeDichte),
    behaeltertyp_id: f.behaeltertypId,
    behaelter: null,
    anteil: 1 / monate.length,
  }));
};

/** Only approved receipts count, as in the documentation (a receipt that leaves FREIGEGEBEN loses its rows). */
export const belegZeilen = (id: string, s: BelegState) => {
  const monat = belegMonat(s);
  const stelle = s.felder?.anfallstelleId ?? null;
  if (s.status !== 'FREIGEGEBEN' || monat === null || stelle === null) return { mengen: [], kosten: [] };
  const f = s.felder!;
  const avv = (p: { abfallschluessel: string | null }) => {
    const roh = (p.abfallschluessel ?? '').trim();
    return /^\d{2} ?\d{2} ?\d{2}\*?$/.test(roh) ? avvAnzeige(roh) : roh;
  };
  const mengen = f.positionen.map((p, nr) => ({
    quelle: 'BELEG',
    quelle_id: id,
    nr,
    monat,
    erzeuger_id: s.erzeugerId,
    anfallstelle_id: stelle,
    abfallschluessel: avv(p),
    avv: avvKompakt(avv(p)),
    fraktion_id: null,
    entsorger_id: s.entsorgerId,
    verbleibsanlage_id: p.verbleibsanlageId,
    entsorgungsverfahren: p.entsorgungsverfahren,
    menge: mengeAlsZahl(p.menge),
    einheit: p.einheit,
    abweichende_dichte: mengeAlsZahl(p.abweichendeDichte),
    behaeltertyp_id: null,
    behaelter: p.behaelter,
    anteil: 1,
  }));
  const vorzeichen = KOSTEN_VORZEICHEN[f.typ] ?? 0;
  const kosten = f.positionen.flatMap((p, nr) =>
    p.betrag === null || vorzeichen === 0
      ? []
      : [
          {
            beleg_id: id,
            nr,
            monat,
            erzeuger_id: s.erzeugerId,
            anfallstelle_id: stelle,
            entsorger_id: s.entsorgerId,
            abfallschluessel: avv(p),
            avv: avvKompakt(avv(p)),
            typ: f.typ,
            betrag: vorzeichen * Math.abs(p.betrag),
          },
        ],
  );
  return { mengen, kosten };
};
