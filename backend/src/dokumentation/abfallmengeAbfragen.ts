import { avvKompakt, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import { DOKUMENTATION_MELDUNGEN } from '@abfallportal/common/dokumentation';
import { istGefaehrlich, mengeUmrechnen } from '@abfallportal/common/dokumentationRegeln';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { abfallmengeZeile, DOKUMENTATION_TABELLE, type AbfallmengeZeile } from './dokumentationLesemodell';
import type { MengenZeileMitOrt } from './mengenBilanz';
import type { DokumentationsStamm } from './umrechnungsstamm';

/** The queries on `abfallmenge_uebersicht`: the hand-entered quantities, each row parsed by the contract's schema. */

const ABFALLMENGE = DOKUMENTATION_TABELLE.abfallmenge;
const ganzeZeile = zeilenParser(ABFALLMENGE, abfallmengeZeile);

/** A hand-entered quantity with its service year, to group by. */
export type AbfallmengeImJahr = Abfallmenge & { jahr: number };

/** A producer's quantities, not deleted, optionally of one site, in year, AVV code and id order. */
export const ladeAbfallmengeZeilen = async (db: Db, erzeugerId: number, anfallstelleId?: number): Promise<AbfallmengeZeile[]> => {
  const q = db(ABFALLMENGE).where({ erzeuger_id: erzeugerId, geloescht: false });
  if (anfallstelleId) q.where('anfallstelle_id', anfallstelleId);
  const rows: unknown[] = await q.orderBy(['leistungsjahr', 'abfallschluessel', 'id']).select('*');
  return rows.map(ganzeZeile);
};

/** A stored quantity as the documentation shows it: names from master data, converted to t and m³. */
export const abfallmengeAusZeile = (m: AbfallmengeZeile, s: DokumentationsStamm): AbfallmengeImJahr => {
  const avv = m.abfallschluessel;
  const fraktionId = m.fraktion_id;
  const behaeltertypId = m.behaeltertyp_id;
  const anlageId = m.verbleibsanlage_id;
  const abweichend = (m.abweichende_dichte ?? '').replace(',', '.');
  const dichte =
    (abweichend ? Number(abweichend) : null) ??
    (fraktionId !== null ? (s.fraktionDichte.get(fraktionId) ?? null) : null) ??
    s.avvDichte.get(avvKompakt(avv)) ??
    null;
  const u = mengeUmrechnen({
    menge: m.menge_zahl,
    einheit: m.einheit,
    dichte,
    behaelterVolumen: behaeltertypId !== null ? (s.behaelter.get(behaeltertypId)?.volumen ?? null) : null,
  });
  return {
    id: m.id,
    erzeugerId: m.erzeuger_id,
    anfallstelleId: m.anfallstelle_id,
    fraktionId,
    fraktionName: fraktionId !== null ? (s.fraktionName.get(fraktionId) ?? null) : null,
    abfallschluessel: avv,
    avvBezeichnung: s.avv.get(avvKompakt(avv))?.bezeichnung ?? null,
    leistungsjahr: m.leistungsjahr,
    jahr: m.leistungsjahr,
    leistungVon: m.leistung_von,
    leistungBis: m.leistung_bis,
    menge: m.menge,
    einheit: m.einheit,
    abweichendeDichte: m.abweichende_dichte,
    rhythmus: m.rhythmus,
    anzahlLeerungen: m.anzahl_leerungen,
    entsorgungsverfahren: m.entsorgungsverfahren,
    verbleibsanlageId: anlageId,
    verbleibsanlageName: anlageId !== null ? (s.anlagen.get(anlageId)?.name ?? null) : null,
    zertifikatName: m.zertifikat_name,
    zertifikatGueltigBis: m.zertifikat_gueltig_bis,
    ausnahme: m.ausnahme,
    behaeltertypId,
    behaelterName: behaeltertypId !== null ? (s.behaelter.get(behaeltertypId)?.name ?? null) : null,
    behaelterAnzahl: m.behaelter_anzahl,
    tonnen: u.tonnen,
    kubikmeter: u.kubikmeter,
    version: m.version,
  };
};

/** A hand-entered quantity as a line of the documentation (source ERFASST); a plant's certificate date wins over the entered one. */
export const abfallmengeAlsZeile = (a: AbfallmengeImJahr, s: DokumentationsStamm): MengenZeileMitOrt => {
  const gueltigBis = a.verbleibsanlageId !== null ? (s.anlagen.get(a.verbleibsanlageId)?.gueltigBis ?? null) : a.zertifikatGueltigBis;
  return {
    quelle: 'ERFASST',
    abfallmengeId: a.id,
    belegId: null,
    belegNummer: null,
    abfallschluessel: a.abfallschluessel,
    avvBezeichnung: a.avvBezeichnung,
    gefaehrlich: istGefaehrlich(a.abfallschluessel, s.avv.get(avvKompakt(a.abfallschluessel))?.gefaehrlich),
    menge: a.menge,
    einheit: a.einheit,
    tonnen: a.tonnen,
    kubikmeter: a.kubikmeter,
    entsorgungsverfahren: a.entsorgungsverfahren,
    verbleibsanlageName: a.verbleibsanlageName,
    zertifikatName: a.zertifikatName,
    zertifikatGueltigBis: gueltigBis,
    hinweis: a.tonnen === null && a.kubikmeter === null ? DOKUMENTATION_MELDUNGEN.keineMenge : null,
    rhythmus: a.rhythmus,
    anfallstelleId: a.anfallstelleId,
    jahr: a.jahr,
    gueltigBis,
  };
};

const bezug = zeilenParser(ABFALLMENGE, abfallmengeZeile.pick({ erzeuger_id: true, anfallstelle_id: true }));

/** The producer and site of a quantity that is not deleted; undefined if there is none. */
export const abfallmengeBezug = async (db: Db, id: string): Promise<ReturnType<typeof bezug> | undefined> => {
  const row: unknown = await db(ABFALLMENGE).where({ id, geloescht: false }).first('erzeuger_id', 'anfallstelle_id');
  return row === undefined ? undefined : bezug(row);
};

const zertifikat = zeilenParser(ABFALLMENGE, abfallmengeZeile.pick({ zertifikat_id: true, zertifikat_name: true }));

/** The certificate file of a quantity that is not deleted, if it has one. */
export const loadZertifikat = async (db: Db, id: string): Promise<{ id: string; name: string } | null> => {
  const row: unknown = await db(ABFALLMENGE).where({ id, geloescht: false }).first('zertifikat_id', 'zertifikat_name');
  const z = row === undefined ? undefined : zertifikat(row);
  return z?.zertifikat_id ? { id: z.zertifikat_id, name: z.zertifikat_name ?? 'zertifikat.pdf' } : null;
};

/**
 * Whether a hand-entered quantity's service period (its dates, else its whole service year) touches
 * [beginn, ende] – the same rule as `mengeImZeitraum` in the exports.
 */
export const hatAbfallmengenImZeitraum = async (
  db: Db,
  u: { erzeugerIds: readonly number[]; anfallstelleId: number | null; beginn: string; ende: string },
): Promise<boolean> => {
  const q = db(ABFALLMENGE)
    .whereIn('erzeuger_id', [...u.erzeugerIds])
    .where('geloescht', false)
    .whereRaw('coalesce(leistung_von, make_date(leistungsjahr, 1, 1)) <= ?::date', [u.ende])
    .whereRaw('coalesce(leistung_bis, make_date(leistungsjahr, 12, 31)) >= ?::date', [u.beginn]);
  if (u.anfallstelleId !== null) q.where('anfallstelle_id', u.anfallstelleId);
  return Boolean(await q.first(db.raw('1 AS da')));
};
