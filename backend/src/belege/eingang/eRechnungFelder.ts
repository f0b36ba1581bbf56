import { belegFelderSchema, type BelegFelder, type BelegTyp } from '@abfallportal/common/beleg';
import type { ERechnung } from '../erechnung';

/** An amount as the receipt stores it: digits, comma, at most 3 decimals ("3,215"); null when it is none. */
export const mengeText = (menge: number): string | null => {
  if (!Number.isFinite(menge) || menge <= 0 || menge >= 1e9) return null;
  const text = (Math.round(menge * 1000) / 1000).toFixed(3).replace(/\.?0+$/, '');
  return text === '0' ? null : text.replace('.', ',');
};

/** A receipt draft without fields: what a refused file becomes (the person fills it in). */
export const leereFelder = (typ: BelegTyp = 'rechnung'): BelegFelder => belegFelderSchema.parse({ typ });

const frueheste = (tage: (string | null)[]): string | null => tage.filter((t): t is string => !!t).sort()[0] ?? null;
const spaeteste = (tage: (string | null)[]): string | null =>
  tage
    .filter((t): t is string => !!t)
    .sort()
    .at(-1) ?? null;

/**
 * Header and positions of an e-invoice as receipt fields (spec § 3): type from the type code, number,
 * date, net total, recipient and sender, service period, buyer reference (our order number), and per
 * line the item name, AVV code, amount with unit and net amount. `anfallstelleId` comes from the
 * matched order. A value the receipt cannot hold comes back as the reason instead.
 */
export const felderAusERechnung = (
  r: ERechnung,
  anfallstelleId: number | null,
): { ok: true; felder: BelegFelder } | { ok: false; grund: string } => {
  const roh = {
    typ: r.belegTyp,
    name: null,
    nummer: r.nummer,
    datum: r.datum,
    empfaenger: r.kaeuferName,
    absender: r.verkaeuferName,
    anfallstelleId,
    leistungVon: r.leistungBeginn ?? frueheste(r.positionen.map((p) => p.leistungBeginn)) ?? r.lieferdatum,
    leistungBis: r.leistungEnde ?? spaeteste(r.positionen.map((p) => p.leistungEnde)) ?? r.lieferdatum,
    summe: r.netto,
    bestellReferenz: r.kaeuferReferenz ?? r.bestellReferenz,
    storniertBelegId: null,
    positionen: r.positionen.map((p) => ({
      bezeichnung: p.name.slice(0, 255),
      abfallschluessel: p.avvAnzeige,
      menge: mengeText(p.menge),
      einheit: p.einheit ?? p.einheitCode,
      betrag: p.nettobetrag,
    })),
  };
  const geparst = belegFelderSchema.safeParse(roh);
  if (geparst.success) return { ok: true, felder: geparst.data };
  const erstes = geparst.error.issues[0]!;
  return {
    ok: false,
    grund: `Die E-Rechnung ${r.nummer} enthält Angaben, die das Portal nicht übernehmen kann (${erstes.path.join('.')}: ${erstes.message}).`,
  };
};
