import { ladeUmrechnungsstamm } from '../dokumentation';
import type {
  Abfallstrom,
  AbfallstromZeile,
  AuswertungFilter,
  KpiAntwort,
  KpiFilter,
  KpiKachelId,
  Overview,
} from '@abfallportal/common/auswertung';
import { KPI_KACHELN, KPI_KACHEL_IDS } from '@abfallportal/common/auswertung';
import { OFFENE_STATUS } from '@abfallportal/common/auftragOffen';
import { BELEG_STATUS } from '@abfallportal/common/beleg';
import { getrenntsammlungsquote, istGefaehrlich, mengeUmrechnen, volumenAusText } from '@abfallportal/common/dokumentationRegeln';
import type { Knex } from 'knex';
import type { Db } from '../platform/db';

/**
 * The evaluations' queries (issue 21): everything is read from the `auswertung` projection's tables
 * (ausw_menge_summe and ausw_kosten_summe, the per-source rows summed at their grain, and
 * ausw_auftrag_status) and small master data, never from events.
 * Quantities are summed in SQL per conversion group (unit, density, container) and converted to
 * tonnes with the documentation's `mengeUmrechnen` (linear in the amount, so the sum converts as
 * the parts would).
 */

const r3 = (v: number): number => Math.round(v * 1000) / 1000;
const r2 = (v: number): number => Math.round(v * 100) / 100;
const r1 = (v: number): number => Math.round(v * 10) / 10;
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export type Zeitraum = { von: string; bis: string };

/** The period of a filter: without von/bis the calendar year of `heute` (Berlin day). */
export const zeitraumAus = (f: { von?: string; bis?: string }, heute: string): Zeitraum => {
  const jahr = heute.slice(0, 4);
  return {
    von: f.von ?? (f.bis ? `${f.bis.slice(0, 4)}-01-01` : `${jahr}-01-01`),
    bis: f.bis ?? (f.von ? `${f.von.slice(0, 4)}-12-31` : `${jahr}-12-31`),
  };
};

/** The same period one year earlier (29 February becomes 28 February). */
export const vorjahrVon = (z: Zeitraum): Zeitraum => {
  const zurueck = (t: string) => {
    const j = Number(t.slice(0, 4)) - 1;
    const md = t.slice(5) === '02-29' ? '02-28' : t.slice(5);
    return `${j}-${md}`;
  };
  return { von: zurueck(z.von), bis: zurueck(z.bis) };
};

/** `YYYY-MM` of every month the period touches. */
export const monateIm = (z: Zeitraum): string[] => {
  const monate: string[] = [];
  let j = Number(z.von.slice(0, 4));
  let m = Number(z.von.slice(5, 7));
  const ej = Number(z.bis.slice(0, 4));
  const em = Number(z.bis.slice(5, 7));
  while (j < ej || (j === ej && m <= em)) {
    monate.push(`${j}-${String(m).padStart(2, '0')}`);
    if (++m > 12) {
      m = 1;
      j++;
    }
  }
  return monate;
};

const letzterTag = (monat: string): string => {
  const [j, m] = monat.split('-').map(Number) as [number, number];
  return `${monat}-${String(new Date(Date.UTC(j, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

export type MengenFilter = {
  erzeugerIds: readonly number[];
  zeitraum: Zeitraum;
  anfallstelleIds?: readonly number[];
  fraktionIds?: readonly number[];
  entsorgerIds?: readonly number[];
};

/** A receipt AVV code's fraction: the first fraction the master data maps it to. */
const AVV_FRAKTION = `(SELECT DISTINCT ON (abfallschluessel) abfallschluessel AS avv, fraktion_id
                         FROM fraktion_abfallschluessel ORDER BY abfallschluessel, sort, fraktion_id)`;

/** One quantity group at the finest grain, in tonnes. */
export type MengenGruppe = {
  monat: string;
  anfallstelleId: number;
  abfallschluessel: string;
  avv: string;
  fraktionId: number | null;
  entsorgerId: number | null;
  verbleibsanlageId: number | null;
  entsorgungsverfahren: string | null;
  tonnen: number | null;
};

const filterSql = (f: MengenFilter, alias: string, fraktion: string, entsorger: string): { sql: string; werte: Knex.RawBinding[] } => {
  const teile = [
    `${alias}.erzeuger_id = ANY(?::int[])`,
    `${alias}.monat >= date_trunc('month', ?::date)::date`,
    `${alias}.monat <= ?::date`,
  ];
  const werte: Knex.RawBinding[] = [[...f.erzeugerIds], f.zeitraum.von, f.zeitraum.bis];
  if (f.anfallstelleIds?.length) {
    teile.push(`${alias}.anfallstelle_id = ANY(?::int[])`);
    werte.push([...f.anfallstelleIds]);
  }
  if (f.fraktionIds?.length) {
    teile.push(`${fraktion} = ANY(?::int[])`);
    werte.push([...f.fraktionIds]);
  }
  if (f.entsorgerIds?.length) {
    teile.push(`${entsorger} = ANY(?::int[])`);
    werte.push([...f.entsorgerIds]);
  }
  return { sql: teile.join(' AND '), werte };
};

/** Quantities in tonnes at the read model's grain (month × site × AVV × fraction × disposer × plant × method). */
export const ladeMengen = async (db: Db, f: MengenFilter): Promise<MengenGruppe[]> => {
  if (f.erzeugerIds.length === 0) return [];
  const fraktion = 'coalesce(m.fraktion_id, af.fraktion_id)';
  const entsorger = 'coalesce(m.entsorger_id, va.entsorger_id)';
  const w = filterSql(f, 'm', fraktion, entsorger);
  const [ergebnis, u] = await Promise.all([
    db.raw(
      `SELECT to_char(m.monat, 'YYYY-MM') AS monat, m.anfallstelle_id, m.abfallschluessel, m.avv, ${fraktion} AS fraktion_id,
              m.fraktion_id AS eigene_fraktion_id, ${entsorger} AS entsorger_id, m.verbleibsanlage_id, m.entsorgungsverfahren,
              m.quelle, m.einheit, m.abweichende_dichte, m.behaeltertyp_id, m.behaelter, sum(m.menge) AS menge
         FROM ausw_menge_summe m
         LEFT JOIN ${AVV_FRAKTION} af ON af.avv = m.avv
         LEFT JOIN verbleibsanlage va ON va.id = m.verbleibsanlage_id
        WHERE ${w.sql}
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14`,
      w.werte,
    ) as Promise<{ rows: Record<string, unknown>[] }>,
    ladeUmrechnungsstamm(db),
  ]);
  const rows = ergebnis.rows;
  const gruppen = new Map<string, MengenGruppe>();
  for (const r of rows) {
    const avv = String(r.avv);
    const eigene = zahl(r.eigene_fraktion_id);
    const behaelter = (r.behaelter as string | null) ?? null;
    const dichte =
      zahl(r.abweichende_dichte) ??
      (r.quelle === 'ERFASST' && eigene !== null ? (u.fraktionDichte.get(eigene) ?? null) : null) ??
      u.avvDichte.get(avv) ??
      null;
    const behaelterVolumen =
      r.quelle === 'ERFASST'
        ? r.behaeltertyp_id !== null
          ? (u.behaelter.get(Number(r.behaeltertyp_id))?.volumen ?? null)
          : null
        : behaelter
          ? (u.behaelterNachName.get(behaelter.toLowerCase()) ?? volumenAusText(behaelter))
          : null;
    // The documentation's conversion, as a factor (of 1,000 units, so its rounding to 3 decimals stays below
    // a gram per unit): month shares of a yearly quantity then add up to the quantity again.
    const faktor = mengeUmrechnen({ menge: 1000, einheit: (r.einheit as string | null) ?? null, dichte, behaelterVolumen }).tonnen;
    const tonnen = faktor === null ? null : (Number(r.menge) * faktor) / 1000;
    const g: MengenGruppe = {
      monat: String(r.monat),
      anfallstelleId: Number(r.anfallstelle_id),
      abfallschluessel: String(r.abfallschluessel),
      avv,
      fraktionId: zahl(r.fraktion_id),
      entsorgerId: zahl(r.entsorger_id),
      verbleibsanlageId: zahl(r.verbleibsanlage_id),
      entsorgungsverfahren: (r.entsorgungsverfahren as string | null) ?? null,
      tonnen,
    };
    const key = [
      g.monat,
      g.anfallstelleId,
      g.abfallschluessel,
      g.fraktionId,
      g.entsorgerId,
      g.verbleibsanlageId,
      g.entsorgungsverfahren,
    ].join('|');
    const vorher = gruppen.get(key);
    if (!vorher) gruppen.set(key, g);
    else vorher.tonnen = tonnen === null ? vorher.tonnen : (vorher.tonnen ?? 0) + tonnen;
  }
  return [...gruppen.values()];
};

export type KostenGruppe = {
  monat: string;
  anfallstelleId: number;
  abfallschluessel: string;
  fraktionId: number | null;
  entsorgerId: number;
  betrag: number;
};

/** Costs (signed, euro net) per month × site × AVV × fraction × disposer. */
export const ladeKosten = async (db: Db, f: MengenFilter): Promise<KostenGruppe[]> => {
  if (f.erzeugerIds.length === 0) return [];
  const w = filterSql(f, 'k', 'af.fraktion_id', 'k.entsorger_id');
  const rows = (
    await db.raw(
      `SELECT to_char(k.monat, 'YYYY-MM') AS monat, k.anfallstelle_id, k.abfallschluessel, af.fraktion_id, k.entsorger_id, sum(k.betrag) AS betrag
         FROM ausw_kosten_summe k LEFT JOIN ${AVV_FRAKTION} af ON af.avv = k.avv
        WHERE ${w.sql}
        GROUP BY 1, 2, 3, 4, 5`,
      w.werte,
    )
  ).rows as Record<string, unknown>[];
  return rows.map((r) => ({
    monat: String(r.monat),
    anfallstelleId: Number(r.anfallstelle_id),
    abfallschluessel: String(r.abfallschluessel),
    fraktionId: zahl(r.fraktion_id),
    entsorgerId: Number(r.entsorger_id),
    betrag: Number(r.betrag),
  }));
};

const namen = async (db: Db, tabelle: string, spalte: string, ids: Iterable<number | null>): Promise<Map<number, string>> => {
  const liste = [...new Set([...ids].filter((i): i is number => i !== null))];
  if (liste.length === 0) return new Map();
  const rows = (await db(tabelle).whereIn('id', liste).select('id', `${spalte} as name`)) as { id: number; name: string }[];
  return new Map(rows.map((r) => [r.id, r.name]));
};

const OHNE_FRAKTION = 'Ohne Fraktion';
const OHNE_ENTSORGER = 'Ohne Entsorger';
const OHNE_ZIEL = 'Ohne Angabe';
const deutsch = (a: string, b: string) => a.localeCompare(b, 'de', { sensitivity: 'base' });

/** `GET /auswertung/abfallstrom`: stacked bars per month and fraction, the Sankey and the table. */
export const ladeAbfallstromFuer = async (db: Db, f: MengenFilter): Promise<Abfallstrom> => {
  const [mengen, kosten] = await Promise.all([ladeMengen(db, f), ladeKosten(db, f)]);
  const monate = monateIm(f.zeitraum);
  const [stellen, fraktionen, entsorger, anlagen] = await Promise.all([
    namen(
      db,
      'anfallstelle',
      'name',
      [...mengen, ...kosten].map((m) => m.anfallstelleId),
    ),
    namen(
      db,
      'fraktion',
      'bezeichnung',
      [...mengen, ...kosten].map((m) => m.fraktionId),
    ),
    namen(
      db,
      'entsorger',
      'name',
      [...mengen, ...kosten].map((m) => m.entsorgerId),
    ),
    namen(
      db,
      'verbleibsanlage',
      'name',
      mengen.map((m) => m.verbleibsanlageId),
    ),
  ]);
  const avvs = [...new Set([...mengen, ...kosten].map((m) => m.abfallschluessel.replace(/\s/g, '')))];
  const katalog = new Map(
    (
      (await db('abfallschluessel').whereIn('schluessel', avvs).select('schluessel', 'gefaehrlich')) as {
        schluessel: string;
        gefaehrlich: boolean;
      }[]
    ).map((a) => [a.schluessel, a.gefaehrlich]),
  );
  const fraktionName = (id: number | null) => (id !== null ? (fraktionen.get(id) ?? OHNE_FRAKTION) : OHNE_FRAKTION);

  // Table rows: the quantity groups; each cost group goes onto the biggest quantity row of its key, else its own row.
  const zeilen: AbfallstromZeile[] = mengen.map((m) => ({
    monat: m.monat,
    anfallstelleId: m.anfallstelleId,
    anfallstelleName: stellen.get(m.anfallstelleId) ?? '',
    fraktionId: m.fraktionId,
    fraktionName: fraktionName(m.fraktionId),
    abfallschluessel: m.abfallschluessel,
    gefaehrlich: istGefaehrlich(m.abfallschluessel, katalog.get(m.avv)),
    entsorgerId: m.entsorgerId,
    entsorgerName: m.entsorgerId !== null ? (entsorger.get(m.entsorgerId) ?? OHNE_ENTSORGER) : OHNE_ENTSORGER,
    verbleibsanlageName: m.verbleibsanlageId !== null ? (anlagen.get(m.verbleibsanlageId) ?? null) : null,
    entsorgungsverfahren: m.entsorgungsverfahren,
    // Not rounded per row: a yearly amount spread over twelve months must add up to itself in every sum
    // (the table, its CSV and Excel sums); the screens and files round when they show a value.
    mengeT: m.tonnen ?? 0,
    kostenEuro: 0,
  }));
  const kostenKey = (z: { monat: string; anfallstelleId: number; abfallschluessel: string; entsorgerId: number | null }) =>
    [z.monat, z.anfallstelleId, z.abfallschluessel, z.entsorgerId].join('|');
  const groesste = new Map<string, AbfallstromZeile>();
  for (const z of zeilen) {
    const k = kostenKey(z);
    const g = groesste.get(k);
    if (!g || z.mengeT > g.mengeT) groesste.set(k, z);
  }
  for (const k of kosten) {
    const z = groesste.get(kostenKey(k));
    if (z) z.kostenEuro = r2(z.kostenEuro + k.betrag);
    else {
      const neu: AbfallstromZeile = {
        monat: k.monat,
        anfallstelleId: k.anfallstelleId,
        anfallstelleName: stellen.get(k.anfallstelleId) ?? '',
        fraktionId: k.fraktionId,
        fraktionName: fraktionName(k.fraktionId),
        abfallschluessel: k.abfallschluessel,
        gefaehrlich: istGefaehrlich(k.abfallschluessel, katalog.get(k.abfallschluessel.replace(/\s/g, ''))),
        entsorgerId: k.entsorgerId,
        entsorgerName: entsorger.get(k.entsorgerId) ?? OHNE_ENTSORGER,
        verbleibsanlageName: null,
        entsorgungsverfahren: null,
        mengeT: 0,
        kostenEuro: r2(k.betrag),
      };
      zeilen.push(neu);
      groesste.set(kostenKey(k), neu);
    }
  }
  zeilen.sort(
    (a, b) =>
      a.monat.localeCompare(b.monat) ||
      deutsch(a.anfallstelleName, b.anfallstelleName) ||
      deutsch(a.fraktionName, b.fraktionName) ||
      a.abfallschluessel.localeCompare(b.abfallschluessel) ||
      deutsch(a.entsorgerName, b.entsorgerName) ||
      deutsch(a.verbleibsanlageName ?? a.entsorgungsverfahren ?? '', b.verbleibsanlageName ?? b.entsorgungsverfahren ?? ''),
  );

  // Stacked bars: one series per fraction, a value per month.
  const reihenMap = new Map<string, { fraktionId: number | null; name: string; werte: number[] }>();
  for (const m of mengen) {
    const name = fraktionName(m.fraktionId);
    const r = reihenMap.get(name) ?? { fraktionId: m.fraktionId, name, werte: monate.map(() => 0) };
    const i = monate.indexOf(m.monat);
    if (i >= 0) r.werte[i] = r.werte[i]! + (m.tonnen ?? 0);
    reihenMap.set(name, r);
  }
  const reihen = [...reihenMap.values()]
    .sort((a, b) => deutsch(a.name, b.name))
    .map((r) => ({ ...r, werte: r.werte.map(r3), farbcode: null }));

  // Sankey: site → fraction → disposer → plant (name) or R/D method.
  const knoten = new Map<
    string,
    { id: string; name: string; ebene: 'STANDORT' | 'FRAKTION' | 'ENTSORGER' | 'ZIEL'; farbcode: string | null }
  >();
  const kanten = new Map<string, { quelle: string; ziel: string; wert: number }>();
  const kante = (quelle: string, ziel: string, wert: number) => {
    const k = `${quelle}→${ziel}`;
    const e = kanten.get(k) ?? { quelle, ziel, wert: 0 };
    e.wert += wert;
    kanten.set(k, e);
  };
  for (const m of mengen) {
    const t = m.tonnen ?? 0;
    if (t <= 0) continue;
    const s = `STANDORT:${m.anfallstelleId}`;
    const fr = `FRAKTION:${m.fraktionId ?? 'ohne'}`;
    const en = `ENTSORGER:${m.entsorgerId ?? 'ohne'}`;
    const zielName = (m.verbleibsanlageId !== null ? anlagen.get(m.verbleibsanlageId) : undefined) ?? m.entsorgungsverfahren ?? OHNE_ZIEL;
    const zi = `ZIEL:${zielName}`;
    knoten.set(s, { id: s, name: stellen.get(m.anfallstelleId) ?? '', ebene: 'STANDORT', farbcode: null });
    knoten.set(fr, { id: fr, name: fraktionName(m.fraktionId), ebene: 'FRAKTION', farbcode: null });
    knoten.set(en, {
      id: en,
      name: m.entsorgerId !== null ? (entsorger.get(m.entsorgerId) ?? OHNE_ENTSORGER) : OHNE_ENTSORGER,
      ebene: 'ENTSORGER',
      farbcode: null,
    });
    knoten.set(zi, { id: zi, name: zielName, ebene: 'ZIEL', farbcode: null });
    kante(s, fr, t);
    kante(fr, en, t);
    kante(en, zi, t);
  }
  return {
    von: f.zeitraum.von,
    bis: f.zeitraum.bis,
    monate,
    reihen,
    sankey: { knoten: [...knoten.values()], kanten: [...kanten.values()].map((k) => ({ ...k, wert: r3(k.wert) })) },
    zeilen,
    summeT: r3(mengen.reduce((s, m) => s + (m.tonnen ?? 0), 0)),
    kostenEuro: r2(kosten.reduce((s, k) => s + k.betrag, 0)),
  };
};

/** The sites of producers (for filters, the overview and the sites widget), in German order. */
export const ladeStandorte = async (db: Db, erzeugerIds: readonly number[]) =>
  (
    (await db('anfallstelle')
      .whereIn('erzeuger_id', [...erzeugerIds])
      .select('id', 'name', 'art', 'strasse', 'plz', 'ort', 'lat', 'lon', 'aktiv')) as {
      id: number;
      name: string;
      art: string | null;
      strasse: string | null;
      plz: string | null;
      ort: string | null;
      lat: number | null;
      lon: number | null;
      aktiv: boolean;
    }[]
  )
    .sort((a, b) => deutsch(a.name, b.name) || a.id - b.id)
    .map((s) => ({
      id: s.id,
      name: s.name,
      typ: s.art,
      strasse: s.strasse,
      plz: s.plz,
      ort: s.ort,
      lat: zahl(s.lat),
      lng: zahl(s.lon),
      aktiv: s.aktiv,
    }));

/** Open orders per site now (orders whose current status is open). */
const offeneAuftraegeJeStelle = async (db: Db, erzeugerIds: readonly number[]): Promise<Map<number, number>> => {
  const rows = (
    await db.raw(
      `SELECT anfallstelle_id, count(*)::int AS n FROM ausw_auftrag_status
        WHERE erzeuger_id = ANY(?::int[]) AND bis IS NULL AND status = ANY(?::text[]) GROUP BY anfallstelle_id`,
      [[...erzeugerIds], [...OFFENE_STATUS]],
    )
  ).rows as { anfallstelle_id: number; n: number }[];
  return new Map(rows.map((r) => [r.anfallstelle_id, r.n]));
};

/** `GET /overview` (spec § 3): per month the tonnes per waste stream, the sites, the producers' head offices. */
export const ladeOverview = async (db: Db, f: MengenFilter): Promise<Overview> => {
  const [mengen, standorte, offen] = await Promise.all([
    ladeMengen(db, f),
    ladeStandorte(db, f.erzeugerIds),
    offeneAuftraegeJeStelle(db, f.erzeugerIds),
  ]);
  const fraktionen = await namen(
    db,
    'fraktion',
    'bezeichnung',
    mengen.map((m) => m.fraktionId),
  );
  const monate = monateIm(f.zeitraum);
  const jeMonat = new Map<string, Map<string, number>>(monate.map((m) => [m, new Map()]));
  const jeStelle = new Map<number, number>();
  for (const m of mengen) {
    const t = m.tonnen ?? 0;
    const name = m.fraktionId !== null ? (fraktionen.get(m.fraktionId) ?? OHNE_FRAKTION) : OHNE_FRAKTION;
    const monat = jeMonat.get(m.monat);
    if (monat) monat.set(name, (monat.get(name) ?? 0) + t);
    jeStelle.set(m.anfallstelleId, (jeStelle.get(m.anfallstelleId) ?? 0) + t);
  }
  const firmen = (await db('erzeuger')
    .whereIn('id', [...f.erzeugerIds])
    .select('id', 'name', 'strasse', 'plz', 'ort')) as {
    id: number;
    name: string;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
  }[];
  const stellen = f.anfallstelleIds?.length ? standorte.filter((s) => f.anfallstelleIds!.includes(s.id)) : standorte;
  return {
    abfallstromList: monate.map((m) => ({
      zeitraum: { id: m, beginn: `${m}-01`, ende: letzterTag(m) },
      abfallstromMengeByName: [...jeMonat.get(m)!]
        .sort(([a], [b]) => deutsch(a, b))
        .map(([name, value]) => ({ name, value, farbcode: null })),
    })),
    standortList: stellen.map((s) => ({
      id: s.id,
      name: s.name,
      strasse: s.strasse,
      plz: s.plz,
      ort: s.ort,
      lat: s.lat,
      lng: s.lng,
      aktiv: s.aktiv,
      mengeT: r3(jeStelle.get(s.id) ?? 0),
      offeneAuftraege: offen.get(s.id) ?? 0,
    })),
    firmenhauptsitzList: firmen
      .sort((a, b) => deutsch(a.name, b.name))
      .map((e) => ({ id: e.id, name: e.name, strasse: e.strasse, plz: e.plz, ort: e.ort, lat: null, lng: null })),
  };
};

const EINHEIT: Record<KpiKachelId, string> = {
  GESAMTMENGE: 't',
  KOSTEN: '€',
  KOSTEN_JE_TONNE: '€/t',
  GETRENNTSAMMELQUOTE: '%',
  VERWERTUNGSQUOTE: '%',
  GEFAEHRLICHE_ABFAELLE: 't',
  OFFENE_AUFTRAEGE: '',
  ABGESCHLOSSENE_AUFTRAEGE: '',
  DURCHLAUFZEIT: 'Tage',
  BELEGE_ZU_PRUEFEN: '',
};

/** Receipts waiting for a person: captured, assigned or checked, not yet approved. */
const BELEGE_OFFEN = BELEG_STATUS.filter((s) => s === 'ERFASST' || s === 'ZUGEORDNET' || s === 'GEPRUEFT');

type Kennzahlen = Record<KpiKachelId, number | null>;

const kennzahlen = async (db: Db, f: MengenFilter, mitStichtag: boolean): Promise<Kennzahlen> => {
  const [mengen, kosten] = await Promise.all([ladeMengen(db, f), ladeKosten(db, f)]);
  const stellen = f.anfallstelleIds?.length ? f.anfallstelleIds : null;
  const gesamt = r3(mengen.reduce((s, m) => s + (m.tonnen ?? 0), 0));
  const euro = r2(kosten.reduce((s, k) => s + k.betrag, 0));
  const mitVerfahren = mengen.filter((m) => m.tonnen !== null && m.entsorgungsverfahren);
  const basis = mitVerfahren.reduce((s, m) => s + m.tonnen!, 0);
  const verwertet = mitVerfahren.filter((m) => /^R/i.test(m.entsorgungsverfahren!.trim())).reduce((s, m) => s + m.tonnen!, 0);
  const quote = getrenntsammlungsquote(
    Number(f.zeitraum.bis.slice(0, 4)),
    mengen.map((m) => ({ abfallschluessel: m.abfallschluessel, tonnen: m.tonnen })),
  );
  const katalog = new Map(
    (
      (await db('abfallschluessel')
        .whereIn('schluessel', [...new Set(mengen.map((m) => m.avv))])
        .select('schluessel', 'gefaehrlich')) as { schluessel: string; gefaehrlich: boolean }[]
    ).map((a) => [a.schluessel, a.gefaehrlich]),
  );
  const gefaehrlich = r3(
    mengen.filter((m) => istGefaehrlich(m.abfallschluessel, katalog.get(m.avv))).reduce((s, m) => s + (m.tonnen ?? 0), 0),
  );

  const stelleSql = stellen ? ' AND anfallstelle_id = ANY(?::int[])' : '';
  const stelleWert = stellen ? [[...stellen]] : [];
  const ids = [...f.erzeugerIds];
  // Orders that reached AUFTRAG_ABGESCHLOSSEN in the period, and their mean days from BESTELLUNG.
  const abgeschlossen = (
    await db.raw(
      `SELECT count(*)::int AS n,
              avg(EXTRACT(EPOCH FROM (a.von - a.bestellt)) / 86400) FILTER (WHERE a.bestellt IS NOT NULL) AS tage
         FROM ausw_auftrag_status a
        WHERE a.erzeuger_id = ANY(?::int[]) AND a.status = 'AUFTRAG_ABGESCHLOSSEN'
          AND a.monat >= date_trunc('month', ?::date)::date AND a.monat <= ?::date${stelleSql.replace('anfallstelle_id', 'a.anfallstelle_id')}`,
      [ids, f.zeitraum.von, f.zeitraum.bis, ...stelleWert],
    )
  ).rows[0] as { n: number; tage: string | null };
  let offen: number | null = null;
  let belege: number | null = null;
  if (mitStichtag) {
    // Open orders and receipts to check are figures of today, not of a period: no previous year's value.
    offen = Number(
      (
        (
          await db.raw(
            `SELECT count(*)::int AS n FROM ausw_auftrag_status WHERE erzeuger_id = ANY(?::int[]) AND bis IS NULL AND status = ANY(?::text[])${stelleSql}`,
            [ids, [...OFFENE_STATUS], ...stelleWert],
          )
        ).rows[0] as { n: number }
      ).n,
    );
    const q = db('doku_beleg').whereIn('erzeuger_id', ids).whereIn('status', BELEGE_OFFEN);
    if (stellen) q.whereIn('anfallstelle_id', [...stellen]);
    belege = Number(((await q.count({ n: '*' })) as { n: string }[])[0]?.n ?? 0);
  }
  const hatMengen = mengen.length > 0;
  return {
    GESAMTMENGE: hatMengen ? gesamt : null,
    KOSTEN: kosten.length > 0 ? euro : null,
    KOSTEN_JE_TONNE: kosten.length > 0 && gesamt > 0 ? r2(euro / gesamt) : null,
    GETRENNTSAMMELQUOTE: quote.quote,
    VERWERTUNGSQUOTE: basis > 0 ? r1((verwertet / basis) * 100) : null,
    GEFAEHRLICHE_ABFAELLE: hatMengen ? gefaehrlich : null,
    OFFENE_AUFTRAEGE: offen,
    ABGESCHLOSSENE_AUFTRAEGE: abgeschlossen.n,
    DURCHLAUFZEIT: abgeschlossen.tage !== null ? r1(Number(abgeschlossen.tage)) : null,
    BELEGE_ZU_PRUEFEN: belege,
  };
};

/** `GET /auswertung/kpi`: the chosen tiles (default all) with the previous year's value, and the form data. */
export const ladeKpi = async (db: Db, f: MengenFilter, kacheln: KpiFilter['kacheln']): Promise<KpiAntwort> => {
  const [jetzt, vorjahr, standorte] = await Promise.all([
    kennzahlen(db, f, true),
    kennzahlen(db, { ...f, zeitraum: vorjahrVon(f.zeitraum) }, false),
    ladeStandorte(db, f.erzeugerIds),
  ]);
  const gewaehlt = kacheln?.length ? kacheln : KPI_KACHEL_IDS;
  return {
    von: f.zeitraum.von,
    bis: f.zeitraum.bis,
    formular: {
      kacheln: KPI_KACHEL_IDS.map((id) => ({ id, titel: KPI_KACHELN[id] })),
      standorte: standorte.map((s) => ({ id: s.id, name: s.name })),
    },
    kacheln: gewaehlt.map((id) => ({ id, titel: KPI_KACHELN[id], wert: jetzt[id], einheit: EINHEIT[id], vorjahr: vorjahr[id] })),
  };
};

export type { AuswertungFilter };
