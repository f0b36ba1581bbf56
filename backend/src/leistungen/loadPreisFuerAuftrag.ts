import type { PreisAuskunft } from '@abfallportal/common/auftragWire';
import type { Db } from '../platform/db';
import { findPreis, type PreisKontext } from './findPreis';
import { loadLeistungKandidaten } from './loadLeistungKandidaten';

export type PreisFrage = {
  erzeugerId: number;
  anfallstelleId: number;
  /** null: agreements with any disposer count (spec § 8 looks up by customer, site, key and container). */
  entsorgerId: number | null;
  abfallschluessel: string;
  behaelterId: number;
  /** The wish delivery date, yyyy-MM-dd. */
  datum: string;
  anzahl: number;
  /** Gives the density; without it the density of the one fraction the key belongs to, if only one. */
  fraktionId?: number | null;
  /** The wish pickup date: with it the rent enters the estimate. */
  abholDatum?: string | null;
};

const TAG_MS = 86_400_000;

/** Days from delivery to pickup; both are calendar dates, so UTC midnight arithmetic is exact. */
export const mietTage = (von: string, bis: string | null | undefined): number | null =>
  bis ? Math.max(0, Math.round((Date.parse(bis) - Date.parse(von)) / TAG_MS)) : null;

const loadDichte = async (db: Db, abfallschluessel: string, fraktionId: number | null | undefined): Promise<number | null> => {
  if (fraktionId) {
    const f = (await db('fraktion').where({ id: fraktionId }).first('dichte')) as { dichte: string | null } | undefined;
    return f?.dichte == null ? null : Number(f.dichte);
  }
  const rows = (await db('fraktion as f')
    .join('fraktion_abfallschluessel as fa', 'fa.fraktion_id', 'f.id')
    .where('fa.abfallschluessel', abfallschluessel)
    .distinct('f.dichte')) as { dichte: string | null }[];
  const [einzige] = rows;
  return rows.length === 1 && einzige?.dichte != null ? Number(einzige.dichte) : null;
};

/** The price lookup for one order (wizard and order command): agreements, container volume, density. */
export const loadPreisFuerAuftrag = async (db: Db, frage: PreisFrage): Promise<PreisAuskunft> => {
  const [kandidaten, kontext] = await Promise.all([loadLeistungKandidaten(db, frage), loadPreisKontext(db, frage)]);
  return findPreis(kandidaten, kontext);
};

/** What the estimate needs besides the agreements; shared by the disposer list. */
export const loadPreisKontext = async (db: Db, frage: Omit<PreisFrage, 'entsorgerId'>): Promise<PreisKontext> => {
  const [behaelter, dichte] = await Promise.all([
    db('behaeltertyp').where({ id: frage.behaelterId }).first('volumen_m3') as Promise<{ volumen_m3: string } | undefined>,
    loadDichte(db, frage.abfallschluessel, frage.fraktionId),
  ]);
  return preisKontext(frage, { volumenM3: behaelter ? Number(behaelter.volumen_m3) : 0, dichte });
};

/** Container volume in m³ and fraction density in t/m³ (null when the key names no single fraction). */
type Mengen = { volumenM3: number; dichte: number | null };

const preisKontext = (frage: Omit<PreisFrage, 'entsorgerId'>, mengen: Mengen): PreisKontext => ({
  datum: frage.datum,
  anfallstelleId: frage.anfallstelleId,
  anzahl: frage.anzahl,
  volumenM3: mengen.volumenM3,
  dichte: mengen.dichte,
  mietTage: mietTage(frage.datum, frage.abholDatum),
});
