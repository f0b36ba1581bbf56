import { avvAnzeige, avvKompakt, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import {
  DOKUMENTATION_MELDUNGEN,
  STANDORT_STATUS_TEXT,
  type BilanzZeile,
  type MengenZeile,
  type StandortDokumentation,
  type StandortStatus,
  type StandortUebersicht,
  type Zeitraum,
} from '@abfallportal/common/dokumentation';
import {
  NACHWV_HINWEIS,
  dokumentationspflicht,
  getrenntsammlungsquote,
  istGefaehrlich,
  mengeUmrechnen,
  volumenAusText,
} from '@abfallportal/common/dokumentationRegeln';
import type { Db } from '../platform/db';
import { DOKUMENTATION_TABELLE } from './dokumentationLesemodell';
import { nichtGefunden } from '../platform/domainError';

const { abfallmenge: ABFALLMENGE, beleg: DOKU_BELEG, belegPosition: DOKU_POSITION } = DOKUMENTATION_TABELLE;

/** The projections the next screen of a quantity command reads (read-your-writes). */
export const DOKUMENTATION_PROJEKTIONEN = ['dokumentation'] as const;

type Art = 'BAUSTELLE' | 'GEWERBEBETRIEB';
const tag = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
};
const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const r3 = (v: number): number => Math.round(v * 1000) / 1000;

export const zeitraumVon = (jahr: number): Zeitraum => ({ id: jahr, name: String(jahr), beginn: `${jahr}-01-01`, ende: `${jahr}-12-31` });

/** The producer must exist (else 404). */
export const ladeErzeuger = async (db: Db, erzeugerId: number): Promise<void> => {
  if (!(await db('erzeuger').where({ id: erzeugerId }).first('id'))) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.erzeugerNichtGefunden);
};

/** Documentation periods: the calendar years with quantities or receipts, plus the current one, newest first. */
export const loadZeitraeume = async (db: Db, erzeugerId: number, aktuellesJahr: number): Promise<Zeitraum[]> => {
  const jahre = (await db.select('jahr').from(
    db(ABFALLMENGE)
      .where({ erzeuger_id: erzeugerId, geloescht: false })
      .select('leistungsjahr as jahr')
      .union(
        (q) =>
          void q.from(DOKU_BELEG).where({ erzeuger_id: erzeugerId }).whereNot('status', 'GELOESCHT').whereNotNull('jahr').select('jahr'),
      )
      .as('j'),
  )) as { jahr: number }[];
  const alle = new Set([aktuellesJahr, ...jahre.map((j) => Number(j.jahr))]);
  return [...alle].sort((a, b) => b - a).map(zeitraumVon);
};

/** Master data the conversion needs, loaded once per request. */
type Stamm = {
  fraktionDichte: Map<number, number>;
  avvDichte: Map<string, number>;
  behaelter: Map<number, { name: string; volumen: number }>;
  behaelterNachName: Map<string, number>;
  avv: Map<string, { bezeichnung: string; gefaehrlich: boolean }>;
  fraktionName: Map<number, string>;
  anlagen: Map<number, { name: string; gueltigBis: string | null }>;
};

/**
 * Densities from master data (t/m³): per fraction, and per AVV code the first of its fractions (in
 * their sort order) that has one. The documentation and the evaluations convert with these.
 */
export const dichtenAusStammdaten = (
  fraktionen: readonly { id: number; dichte: string | null }[],
  zuordnung: readonly { fraktion_id: number; abfallschluessel: string }[],
): { fraktionDichte: Map<number, number>; avvDichte: Map<string, number> } => {
  const fraktionDichte = new Map(fraktionen.filter((f) => f.dichte !== null).map((f) => [f.id, Number(f.dichte)]));
  const avvDichte = new Map<string, number>();
  for (const z of zuordnung) {
    const d = fraktionDichte.get(z.fraktion_id);
    if (d !== undefined && !avvDichte.has(z.abfallschluessel)) avvDichte.set(z.abfallschluessel, d);
  }
  return { fraktionDichte, avvDichte };
};

/** The master data every unit conversion needs (documentation and evaluations): densities, container volumes, fraction names. */
export type Umrechnungsstamm = {
  fraktionDichte: Map<number, number>;
  avvDichte: Map<string, number>;
  behaelter: Map<number, { name: string; volumen: number }>;
  behaelterNachName: Map<string, number>;
  fraktionName: Map<number, string>;
};

/** Loads the conversion's master data (three small tables, read side by side). */
export const ladeUmrechnungsstamm = async (db: Db): Promise<Umrechnungsstamm> => {
  const [fraktionen, zuordnung, behaelter] = (await Promise.all([
    db('fraktion').select('id', 'bezeichnung', 'dichte'),
    db('fraktion_abfallschluessel').orderBy(['fraktion_id', 'sort']).select('fraktion_id', 'abfallschluessel'),
    db('behaeltertyp').select('id', 'bezeichnung', 'volumen_m3'),
  ])) as [
    { id: number; bezeichnung: string; dichte: string | null }[],
    { fraktion_id: number; abfallschluessel: string }[],
    { id: number; bezeichnung: string; volumen_m3: string }[],
  ];
  const { fraktionDichte, avvDichte } = dichtenAusStammdaten(fraktionen, zuordnung);
  return {
    fraktionDichte,
    avvDichte,
    behaelter: new Map(behaelter.map((b) => [b.id, { name: b.bezeichnung, volumen: Number(b.volumen_m3) }])),
    behaelterNachName: new Map(behaelter.map((b) => [b.bezeichnung.toLowerCase(), Number(b.volumen_m3)])),
    fraktionName: new Map(fraktionen.map((f) => [f.id, f.bezeichnung])),
  };
};

const ladeStamm = async (db: Db, avvKeys: string[], anlageIds: number[]): Promise<Stamm> => {
  const [umrechnung, avv, anlagen] = (await Promise.all([
    ladeUmrechnungsstamm(db),
    db('abfallschluessel').whereIn('schluessel', avvKeys).select('schluessel', 'bezeichnung', 'gefaehrlich'),
    db('verbleibsanlage').whereIn('id', anlageIds).select('id', 'name', 'zertifikat_gueltig_bis'),
  ])) as [
    Umrechnungsstamm,
    { schluessel: string; bezeichnung: string; gefaehrlich: boolean }[],
    { id: number; name: string; zertifikat_gueltig_bis: unknown }[],
  ];
  return {
    ...umrechnung,
    avv: new Map(avv.map((a) => [a.schluessel, { bezeichnung: a.bezeichnung, gefaehrlich: a.gefaehrlich }])),
    anlagen: new Map(anlagen.map((a) => [a.id, { name: a.name, gueltigBis: tag(a.zertifikat_gueltig_bis) }])),
  };
};

/** A quantity line with where it belongs, for grouping per site and year. */
type Zeile = MengenZeile & { anfallstelleId: number; jahr: number; gueltigBis: string | null };

/**
 * Every quantity of a producer (all years; the 10 m³ rule looks at a construction site's whole
 * measure): hand-entered ones and the positions of approved receipts, converted to t and m³.
 */
const ladeZeilen = async (
  db: Db,
  erzeugerId: number,
  anfallstelleId?: number,
): Promise<{ zeilen: Zeile[]; mengen: (Abfallmenge & { jahr: number })[] }> => {
  const stelle = <T extends { where: (c: string, v: unknown) => T }>(q: T): T =>
    anfallstelleId ? q.where('anfallstelle_id', anfallstelleId) : q;
  const mengen = (await stelle(db(ABFALLMENGE).where({ erzeuger_id: erzeugerId, geloescht: false }))
    .orderBy(['leistungsjahr', 'abfallschluessel', 'id'])
    .select('*')) as Record<string, unknown>[];
  const positionen = (await stelle(db(DOKU_POSITION).where({ erzeuger_id: erzeugerId }))
    .orderBy(['jahr', 'beleg_nummer', 'nr'])
    .select(
      `${DOKU_POSITION}.*`,
      // The emptying kind is kept in the receipt's state only (no column of its own).
      db.raw(
        `(SELECT b.zustand #>> ARRAY['felder', 'positionen', ${DOKU_POSITION}.nr::text, 'rhythmus'] FROM ${DOKU_BELEG} b WHERE b.id = ${DOKU_POSITION}.beleg_id) AS rhythmus`,
      ),
    )) as Record<string, unknown>[];
  const avvKeys = [...mengen, ...positionen].map((r) => avvKompakt(String(r.abfallschluessel ?? '')));
  const anlageIds = [...mengen, ...positionen].map((r) => zahl(r.verbleibsanlage_id)).filter((v): v is number => v !== null);
  const s = await ladeStamm(db, [...new Set(avvKeys)], [...new Set(anlageIds)]);
  const avvInfo = (avv: string) => s.avv.get(avvKompakt(avv));

  const abfallmengen = mengen.map((m) => {
    const avv = String(m.abfallschluessel);
    const fraktionId = zahl(m.fraktion_id);
    const behaeltertypId = zahl(m.behaeltertyp_id);
    const anlageId = zahl(m.verbleibsanlage_id);
    const dichte =
      zahl(String(m.abweichende_dichte ?? '').replace(',', '.') || null) ??
      (fraktionId !== null ? (s.fraktionDichte.get(fraktionId) ?? null) : null) ??
      s.avvDichte.get(avvKompakt(avv)) ??
      null;
    const u = mengeUmrechnen({
      menge: Number(m.menge_zahl),
      einheit: String(m.einheit),
      dichte,
      behaelterVolumen: behaeltertypId !== null ? (s.behaelter.get(behaeltertypId)?.volumen ?? null) : null,
    });
    const a: Abfallmenge & { jahr: number } = {
      id: String(m.id),
      erzeugerId: Number(m.erzeuger_id),
      anfallstelleId: Number(m.anfallstelle_id),
      fraktionId,
      fraktionName: fraktionId !== null ? (s.fraktionName.get(fraktionId) ?? null) : null,
      abfallschluessel: avv,
      avvBezeichnung: avvInfo(avv)?.bezeichnung ?? null,
      leistungsjahr: Number(m.leistungsjahr),
      jahr: Number(m.leistungsjahr),
      leistungVon: tag(m.leistung_von),
      leistungBis: tag(m.leistung_bis),
      menge: String(m.menge),
      einheit: String(m.einheit),
      abweichendeDichte: (m.abweichende_dichte as string | null) ?? null,
      rhythmus: m.rhythmus as Abfallmenge['rhythmus'],
      anzahlLeerungen: zahl(m.anzahl_leerungen),
      entsorgungsverfahren: String(m.entsorgungsverfahren),
      verbleibsanlageId: anlageId,
      verbleibsanlageName: anlageId !== null ? (s.anlagen.get(anlageId)?.name ?? null) : null,
      zertifikatName: (m.zertifikat_name as string | null) ?? null,
      zertifikatGueltigBis: tag(m.zertifikat_gueltig_bis),
      ausnahme: (m.ausnahme as string | null) ?? null,
      behaeltertypId,
      behaelterName: behaeltertypId !== null ? (s.behaelter.get(behaeltertypId)?.name ?? null) : null,
      behaelterAnzahl: zahl(m.behaelter_anzahl),
      tonnen: u.tonnen,
      kubikmeter: u.kubikmeter,
      version: Number(m.version),
    };
    return a;
  });

  const zeilen: Zeile[] = abfallmengen.map((a) => ({
    quelle: 'ERFASST',
    abfallmengeId: a.id,
    belegId: null,
    belegNummer: null,
    abfallschluessel: a.abfallschluessel,
    avvBezeichnung: a.avvBezeichnung,
    gefaehrlich: istGefaehrlich(a.abfallschluessel, avvInfo(a.abfallschluessel)?.gefaehrlich),
    menge: a.menge,
    einheit: a.einheit,
    tonnen: a.tonnen,
    kubikmeter: a.kubikmeter,
    entsorgungsverfahren: a.entsorgungsverfahren,
    verbleibsanlageName: a.verbleibsanlageName,
    zertifikatName: a.zertifikatName,
    zertifikatGueltigBis: a.verbleibsanlageId !== null ? (s.anlagen.get(a.verbleibsanlageId)?.gueltigBis ?? null) : a.zertifikatGueltigBis,
    hinweis: a.tonnen === null && a.kubikmeter === null ? DOKUMENTATION_MELDUNGEN.keineMenge : null,
    rhythmus: a.rhythmus,
    anfallstelleId: a.anfallstelleId,
    jahr: a.jahr,
    gueltigBis: a.verbleibsanlageId !== null ? (s.anlagen.get(a.verbleibsanlageId)?.gueltigBis ?? null) : a.zertifikatGueltigBis,
  }));

  for (const p of positionen) {
    const avvRoh = (p.abfallschluessel as string | null) ?? '';
    const avv = /^\d{2} ?\d{2} ?\d{2}\*?$/.test(avvRoh.trim()) ? avvAnzeige(avvRoh.trim()) : avvRoh;
    const behaelter = (p.behaelter as string | null) ?? null;
    const anlageId = zahl(p.verbleibsanlage_id);
    const u = mengeUmrechnen({
      menge: zahl(p.menge),
      einheit: (p.einheit as string | null) ?? null,
      dichte: zahl(p.abweichende_dichte) ?? s.avvDichte.get(avvKompakt(avv)) ?? null,
      behaelterVolumen: behaelter ? (s.behaelterNachName.get(behaelter.toLowerCase()) ?? volumenAusText(behaelter)) : null,
    });
    const gueltigBis = anlageId !== null ? (s.anlagen.get(anlageId)?.gueltigBis ?? null) : null;
    zeilen.push({
      quelle: 'BELEG',
      abfallmengeId: null,
      belegId: String(p.beleg_id),
      belegNummer: (p.beleg_nummer as string | null) ?? null,
      abfallschluessel: avv,
      avvBezeichnung: avvInfo(avv)?.bezeichnung ?? null,
      gefaehrlich: avv ? istGefaehrlich(avv, avvInfo(avv)?.gefaehrlich) : false,
      menge: (p.menge_text as string | null) ?? null,
      einheit: (p.einheit as string | null) ?? null,
      tonnen: u.tonnen,
      kubikmeter: u.kubikmeter,
      entsorgungsverfahren: (p.entsorgungsverfahren as string | null) ?? null,
      verbleibsanlageName: anlageId !== null ? (s.anlagen.get(anlageId)?.name ?? null) : null,
      zertifikatName: (p.zertifikat as string | null) ?? null,
      zertifikatGueltigBis: gueltigBis,
      hinweis: u.tonnen === null && u.kubikmeter === null ? DOKUMENTATION_MELDUNGEN.keineMenge : null,
      rhythmus: p.rhythmus === 'ENTSORGUNG' || p.rhythmus === 'TURNUS' ? p.rhythmus : null,
      anfallstelleId: Number(p.anfallstelle_id),
      jahr: Number(p.jahr),
      gueltigBis,
    });
  }
  return { zeilen, mengen: abfallmengen };
};

/** The balance per AVV code and disposal path (plant or certificate, R/D method); expired certificates marked. */
export const bilanz = (zeilen: readonly Zeile[], heute: string): BilanzZeile[] => {
  const gruppen = new Map<string, BilanzZeile>();
  for (const z of zeilen) {
    const key = [z.abfallschluessel, z.entsorgungsverfahren, z.verbleibsanlageName, z.zertifikatName].join('|');
    const g = gruppen.get(key) ?? {
      abfallschluessel: z.abfallschluessel,
      avvBezeichnung: z.avvBezeichnung,
      gefaehrlich: z.gefaehrlich,
      entsorgungsverfahren: z.entsorgungsverfahren,
      verbleibsanlageName: z.verbleibsanlageName,
      zertifikatName: z.zertifikatName,
      gueltigBis: z.gueltigBis,
      abgelaufen: z.gueltigBis !== null && z.gueltigBis < heute,
      tonnen: 0,
      kubikmeter: 0,
      anzahl: 0,
      ohneMenge: 0,
    };
    g.tonnen = r3(g.tonnen + (z.tonnen ?? 0));
    g.kubikmeter = r3(g.kubikmeter + (z.kubikmeter ?? 0));
    g.anzahl++;
    if (z.hinweis) g.ohneMenge++;
    gruppen.set(key, g);
  }
  return [...gruppen.values()].sort((a, b) => a.abfallschluessel.localeCompare(b.abfallschluessel));
};

/** The m³ of a site over its whole measure (every year); null when some quantity has no volume. */
export const kubikmeterGesamt = (zeilen: readonly Zeile[]): number | null =>
  zeilen.some((z) => z.kubikmeter === null) ? null : r3(zeilen.reduce((s, z) => s + (z.kubikmeter ?? 0), 0));

const statusVon = (art: Art, alleJahre: readonly Zeile[], imJahr: readonly Zeile[], belege: number, heute: string): StandortStatus => {
  if (imJahr.length === 0 && belege === 0) return 'KEINE_DATEN';
  if (!dokumentationspflicht(art, kubikmeterGesamt(alleJahre)).pflicht) return 'KEINE_PFLICHT';
  if (imJahr.some((z) => z.hinweis !== null || (z.gueltigBis !== null && z.gueltigBis < heute))) return 'UNVOLLSTAENDIG';
  return 'DOKUMENTIERT';
};

type StelleZeile = { id: number; name: string; art: Art; ort: string | null };

/** The producer's sites with their documentation state for a year. */
export const loadStandorte = async (db: Db, erzeugerId: number, jahr: number, heute: string): Promise<StandortUebersicht[]> => {
  const stellen = (await db('anfallstelle')
    .where({ erzeuger_id: erzeugerId, aktiv: true })
    .orderBy('name')
    .select('id', 'name', 'art', 'ort')) as StelleZeile[];
  const { zeilen } = await ladeZeilen(db, erzeugerId);
  const belege = (await db(DOKU_BELEG)
    .where({ erzeuger_id: erzeugerId, jahr })
    .whereNot('status', 'GELOESCHT')
    .groupBy('anfallstelle_id')
    .select('anfallstelle_id', db.raw('count(*)::int as n'))) as { anfallstelle_id: number | null; n: number }[];
  return stellen.map((st) => {
    const alle = zeilen.filter((z) => z.anfallstelleId === st.id);
    const imJahr = alle.filter((z) => z.jahr === jahr);
    const anzahlBelege = belege.find((b) => b.anfallstelle_id === st.id)?.n ?? 0;
    const status = statusVon(st.art, alle, imJahr, anzahlBelege, heute);
    return {
      id: st.id,
      name: st.name,
      art: st.art,
      ort: st.ort,
      anzahlBelege,
      anzahlMengen: imJahr.length,
      tonnen: r3(imJahr.reduce((s, z) => s + (z.tonnen ?? 0), 0)),
      kubikmeter: kubikmeterGesamt(imJahr),
      status,
      statusText: STANDORT_STATUS_TEXT[status],
    };
  });
};

/** One site's documentation for a year: receipts, quantities, balance and the rule notices. */
export const loadStandortDokumentation = async (
  db: Db,
  erzeugerId: number,
  anfallstelleId: number,
  jahr: number,
  heute: string,
  darfBearbeiten: boolean,
): Promise<StandortDokumentation> => {
  const st = (await db('anfallstelle').where({ id: anfallstelleId, erzeuger_id: erzeugerId }).first('id', 'name', 'art', 'ort')) as
    StelleZeile | undefined;
  if (!st) throw nichtGefunden(DOKUMENTATION_MELDUNGEN.anfallstelleNichtGefunden);
  const { zeilen: alleDesErzeugers, mengen } = await ladeZeilen(db, erzeugerId);
  const alle = alleDesErzeugers.filter((z) => z.anfallstelleId === st.id);
  const imJahr = alle.filter((z) => z.jahr === jahr);
  const belege = (await db(`${DOKU_BELEG} as b`)
    .join('entsorger as s', 's.id', 'b.entsorger_id')
    .where({ 'b.erzeuger_id': erzeugerId, 'b.anfallstelle_id': st.id, 'b.jahr': jahr })
    .whereNot('b.status', 'GELOESCHT')
    .orderBy([{ column: 'b.datum', order: 'desc' }, 'b.id'])
    .select('b.id', 'b.typ', 'b.status', 'b.nummer', 'b.datum', 'b.summe', 's.name as entsorger_name')) as Record<string, unknown>[];
  const pflicht = dokumentationspflicht(st.art, kubikmeterGesamt(alle));
  const quote = getrenntsammlungsquote(
    jahr,
    alleDesErzeugers.filter((z) => z.jahr === jahr),
  );
  return {
    zeitraum: zeitraumVon(jahr),
    anfallstelle: st,
    status: statusVon(st.art, alle, imJahr, belege.length, heute),
    belege: belege.map((b) => ({
      id: String(b.id),
      typ: b.typ as StandortDokumentation['belege'][number]['typ'],
      status: b.status as StandortDokumentation['belege'][number]['status'],
      nummer: (b.nummer as string | null) ?? null,
      datum: tag(b.datum),
      entsorgerName: String(b.entsorger_name),
      summe: zahl(b.summe),
    })),
    abfallmengen: mengen.filter((m) => m.anfallstelleId === st.id && m.jahr === jahr).map(({ jahr: _j, ...m }) => m),
    mengen: imJahr.map(({ anfallstelleId: _a, jahr: _j, gueltigBis: _g, ...z }) => z),
    bilanz: bilanz(imJahr, heute),
    hinweise: {
      dokumentationspflicht: pflicht,
      gefaehrlich: imJahr.some((z) => z.gefaehrlich) ? NACHWV_HINWEIS : null,
      getrenntsammlung: quote,
    },
    darfBearbeiten,
  };
};

/** One hand-entered quantity (for GET …/abfallmengen/:id and the edit form). */
export const loadAbfallmenge = async (db: Db, id: string): Promise<Abfallmenge | null> => {
  const row = (await db(ABFALLMENGE).where({ id, geloescht: false }).first('erzeuger_id', 'anfallstelle_id')) as
    { erzeuger_id: number; anfallstelle_id: number } | undefined;
  if (!row) return null;
  const { mengen } = await ladeZeilen(db, row.erzeuger_id, row.anfallstelle_id);
  const m = mengen.find((x) => x.id === id);
  if (!m) return null;
  const { jahr: _j, ...rest } = m;
  return rest;
};

export const loadZertifikat = async (db: Db, id: string): Promise<{ id: string; name: string } | null> => {
  const row = (await db(ABFALLMENGE).where({ id, geloescht: false }).first('zertifikat_id', 'zertifikat_name')) as
    { zertifikat_id: string | null; zertifikat_name: string | null } | undefined;
  return row?.zertifikat_id ? { id: row.zertifikat_id, name: row.zertifikat_name ?? 'zertifikat.pdf' } : null;
};

// ---------------------------------------------------------------- for the exports (issue 20)

/** A quantity line with its site, year and certificate date, and for a hand-entered one its service period (exports). */
export type DokumentationsZeile = Zeile & { leistungVon: string | null; leistungBis: string | null };

/**
 * Every quantity line of a producer (all years), or of one of its sites: hand-entered ones and the
 * positions of approved receipts, converted to t and m³ exactly as the documentation page does (the
 * exports read them; the Excel workbook site by site).
 */
export const loadDokumentationsZeilen = async (db: Db, erzeugerId: number, anfallstelleId?: number): Promise<DokumentationsZeile[]> => {
  const { zeilen, mengen } = await ladeZeilen(db, erzeugerId, anfallstelleId);
  const zeitraum = new Map(mengen.map((m) => [m.id, { von: m.leistungVon, bis: m.leistungBis }]));
  // In place: a producer with 10,000 receipts has tens of thousands of lines; no second copy of them.
  return zeilen.map((z) => {
    const p = z.abfallmengeId !== null ? zeitraum.get(z.abfallmengeId) : undefined;
    return Object.assign(z, { leistungVon: p?.von ?? null, leistungBis: p?.bis ?? null });
  });
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
