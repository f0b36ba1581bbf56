import type { Db } from '../platform/db';

export type AuftragsStammdatenIds = {
  erzeugerId: number;
  anfallstelleId: number;
  fraktionId: number;
  abfallschluessel: string;
  behaelterId: number;
  entsorgerId: number;
};

/** The names an order shows and keeps, as they were when it was placed. */
export type AuftragsStammdaten = {
  fraktion: { id: number; bezeichnung: string; dichte: number | null; gemischt: boolean };
  abfall: { schluessel: string; anzeige: string; bezeichnung: string; gefaehrlich: boolean };
  behaelter: { id: number; bezeichnung: string; typ: string; volumenM3: number };
  anfallstelle: { id: number; name: string; nummer: string | null; strasse: string | null; plz: string | null; ort: string | null };
  entsorger: { id: number; name: string; email: string | null };
  kundennummer: string;
};

type Row = {
  fraktion: string;
  dichte: string | null;
  gemischt: boolean;
  anzeige: string;
  avv_bezeichnung: string;
  gefaehrlich: boolean;
  behaelter: string;
  behaelter_typ: string;
  volumen_m3: string;
  anfallstelle: string;
  nummer: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  entsorger: string;
  email: string | null;
  kundennummer: string;
};

/**
 * The master data of an order, or null when an id does not exist or is not the producer's: the
 * site must be one of its active sites, the disposer one it holds an active customer number with,
 * and the waste key one of the fraction's keys.
 */
export const loadAuftragsStammdaten = async (db: Db, ids: AuftragsStammdatenIds): Promise<AuftragsStammdaten | null> => {
  const row = (await db('fraktion as f')
    .join('fraktion_abfallschluessel as fa', 'fa.fraktion_id', 'f.id')
    .join('abfallschluessel as a', 'a.schluessel', 'fa.abfallschluessel')
    .join('behaeltertyp as b', (j) => j.onVal('b.id', '=', ids.behaelterId))
    .join('anfallstelle as st', (j) => j.onVal('st.id', '=', ids.anfallstelleId))
    .join('kundennummer as k', 'k.erzeuger_id', 'st.erzeuger_id')
    .join('entsorger as s', 's.id', 'k.entsorger_id')
    .where({
      'f.id': ids.fraktionId,
      'a.schluessel': ids.abfallschluessel,
      'st.erzeuger_id': ids.erzeugerId,
      'st.aktiv': true,
      's.id': ids.entsorgerId,
      'k.aktiv': true,
      's.aktiv': true,
    })
    .first(
      'f.bezeichnung as fraktion',
      'f.dichte',
      'f.gemischt',
      'a.anzeige',
      'a.bezeichnung as avv_bezeichnung',
      'a.gefaehrlich',
      'b.bezeichnung as behaelter',
      'b.typ as behaelter_typ',
      'b.volumen_m3',
      'st.name as anfallstelle',
      'st.nummer',
      'st.strasse',
      'st.plz',
      'st.ort',
      's.name as entsorger',
      's.email',
      'k.kundennummer',
    )) as Row | undefined;
  if (!row) return null;
  return {
    fraktion: {
      id: ids.fraktionId,
      bezeichnung: row.fraktion,
      dichte: row.dichte === null ? null : Number(row.dichte),
      gemischt: row.gemischt,
    },
    abfall: { schluessel: ids.abfallschluessel, anzeige: row.anzeige, bezeichnung: row.avv_bezeichnung, gefaehrlich: row.gefaehrlich },
    behaelter: { id: ids.behaelterId, bezeichnung: row.behaelter, typ: row.behaelter_typ, volumenM3: Number(row.volumen_m3) },
    anfallstelle: { id: ids.anfallstelleId, name: row.anfallstelle, nummer: row.nummer, strasse: row.strasse, plz: row.plz, ort: row.ort },
    entsorger: { id: ids.entsorgerId, name: row.entsorger, email: row.email },
    kundennummer: row.kundennummer,
  };
};
