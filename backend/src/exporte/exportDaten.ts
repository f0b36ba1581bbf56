import type { BelegStatus, BelegTyp } from '@abfallportal/common/beleg';
import { hatAbfallmengenImZeitraum, loadDokumentationsZeilen, type DokumentationsZeile } from '../dokumentation';
import type { Db } from '../platform/db';
import { mengeImZeitraum, quotenImZeitraum, standortMengen, type ErzeugerQuoten, type StandortMengen } from './exportMengen';

/** One receipt position as the documentation lists it. */
export type ExportPosition = {
  abfallschluessel: string | null;
  bezeichnung: string | null;
  menge: number | null;
  einheit: string | null;
  entsorgungsverfahren: string | null;
  verbleibsanlage: string | null;
  zertifikatGueltigBis: string | null;
};

export type ExportBeleg = {
  id: string;
  nummer: string | null;
  typ: BelegTyp;
  datum: string;
  status: BelegStatus;
  entsorger: string;
  summe: number | null;
  datei: { id: string; typ: string } | null;
  positionen: ExportPosition[];
};

export type ExportStandort = {
  id: number | null;
  name: string;
  nummer: string | null;
  art: string | null;
  adresse: string;
  erzeuger: string;
  belege: ExportBeleg[];
  /** The documentation of the period: quantities (hand-entered and from approved receipts), balance, rule texts. */
  dokumentation: StandortMengen;
};

/**
 * Everything one export shows: the sites of its scope with their receipts and quantities in the
 * period, and per producer the separate-collection rate of the period's years.
 */
export type ExportDaten = {
  titel: string;
  beginn: string;
  ende: string;
  /** The day the export was built (certificates expired before it are marked). */
  heute: string;
  standorte: ExportStandort[];
  erzeuger: ErzeugerQuoten[];
};

export type ExportUmfang = {
  erzeugerIds: readonly number[];
  /** One site only (PDF per site), else every site of the producers. */
  anfallstelleId: number | null;
  beginn: string;
  ende: string;
};

const OHNE_STANDORT = 'Ohne Anfallstelle';

/** The receipts of the scope in the period: their date, else the day they were captured; deleted receipts do not count. */
const belegeImUmfang = (db: Db, u: ExportUmfang) => {
  const q = db('beleg_uebersicht as b')
    .whereIn('b.erzeuger_id', [...u.erzeugerIds])
    .whereNot('b.status', 'GELOESCHT')
    .whereRaw('coalesce(b.datum, (b.erfasst_am AT TIME ZONE ?)::date) BETWEEN ? AND ?', ['Europe/Berlin', u.beginn, u.ende]);
  if (u.anfallstelleId !== null) q.where('b.anfallstelle_id', u.anfallstelleId);
  return q;
};

/**
 * Whether the export would find anything (spec § 8: "Der Export findet keine Daten im Zeitraum"):
 * a receipt or a hand-entered quantity in the period.
 */
export const hatExportDaten = async (db: Db, u: ExportUmfang): Promise<boolean> =>
  Boolean(await belegeImUmfang(db, u).first(db.raw('1 AS da'))) || (await hatAbfallmengenImZeitraum(db, u));

const adresse = (r: { strasse: string | null; plz: string | null; ort: string | null }): string =>
  [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter((t) => t && t.trim() !== '').join(', ');

const zahl = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

const isoTag = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * One part of an export that is loaded and written on its own (the Excel workbook, site by site): a site,
 * or a producer's receipts without a site (`anfallstelleId` null).
 */
export type ExportTeil = { erzeugerId: number; anfallstelleId: number | null };

/** A part's scope, and the export's receipts of the period (a quantity line counts when its receipt is one of them). */
type TeilUmfang = ExportTeil & { belegIdsImZeitraum: ReadonlySet<string> };

/**
 * Loads the export's content. Sites without receipts in the period are listed only for a single-site
 * export; an export for all sites lists the sites that have something to show. With `teil` only that
 * part is loaded (no separate-collection rates: they need every site of the producer).
 */
export const loadExportDaten = async (db: Db, u: ExportUmfang, titel: string, heute: string, teil?: TeilUmfang): Promise<ExportDaten> => {
  const belege = teil
    ? belegeImUmfang(db, { ...u, erzeugerIds: [teil.erzeugerId], anfallstelleId: teil.anfallstelleId })
    : belegeImUmfang(db, u);
  if (teil?.anfallstelleId === null) belege.whereNull('b.anfallstelle_id');
  const belegRows = (await belege
    .leftJoin('entsorger as e', 'e.id', 'b.entsorger_id')
    .select(
      'b.id',
      'b.nummer',
      'b.typ',
      'b.status',
      'b.summe',
      'b.anfallstelle_id',
      'b.erzeuger_id',
      'b.datei_id',
      'b.datei_typ',
      'e.name as entsorger',
      db.raw('coalesce(b.datum, (b.erfasst_am AT TIME ZONE ?)::date) AS tag', ['Europe/Berlin']),
    )
    .orderBy([{ column: 'tag' }, { column: 'b.nummer' }, { column: 'b.id' }])) as {
    id: string;
    nummer: string | null;
    typ: BelegTyp;
    status: BelegStatus;
    summe: string | null;
    anfallstelle_id: number | null;
    erzeuger_id: number;
    datei_id: string | null;
    datei_typ: string | null;
    entsorger: string | null;
    tag: Date | string;
  }[];
  const positionen = new Map<string, ExportPosition[]>();
  // In chunks: 10,000 receipts must not become one statement with 10,000 parameters.
  for (let i = 0; i < belegRows.length; i += 5000) {
    const ids = belegRows.slice(i, i + 5000).map((b) => b.id);
    const rows = (await db('beleg_position as p')
      .leftJoin('verbleibsanlage as v', 'v.id', 'p.verbleibsanlage_id')
      .whereIn('p.beleg_id', ids)
      .orderBy([{ column: 'p.beleg_id' }, { column: 'p.nr' }])
      .select(
        'p.beleg_id',
        'p.abfallschluessel',
        'p.bezeichnung',
        'p.menge',
        'p.einheit',
        'p.entsorgungsverfahren',
        'v.name as verbleibsanlage',
        'v.zertifikat_gueltig_bis',
      )) as {
      beleg_id: string;
      abfallschluessel: string | null;
      bezeichnung: string | null;
      menge: string | null;
      einheit: string | null;
      entsorgungsverfahren: string | null;
      verbleibsanlage: string | null;
      zertifikat_gueltig_bis: Date | string | null;
    }[];
    for (const r of rows) {
      const liste = positionen.get(r.beleg_id) ?? [];
      liste.push({
        abfallschluessel: r.abfallschluessel,
        bezeichnung: r.bezeichnung,
        menge: zahl(r.menge),
        einheit: r.einheit,
        entsorgungsverfahren: r.entsorgungsverfahren,
        verbleibsanlage: r.verbleibsanlage,
        zertifikatGueltigBis: r.zertifikat_gueltig_bis === null ? null : isoTag(r.zertifikat_gueltig_bis),
      });
      positionen.set(r.beleg_id, liste);
    }
  }
  const stellenQuery = db('anfallstelle as a')
    .join('erzeuger as z', 'z.id', 'a.erzeuger_id')
    .whereIn('a.erzeuger_id', [...u.erzeugerIds])
    .select('a.id', 'a.name', 'a.nummer', 'a.art', 'a.strasse', 'a.plz', 'a.ort', 'z.name as erzeuger')
    .orderBy([{ column: 'z.name' }, { column: 'a.name' }]);
  if (teil) stellenQuery.where('a.id', teil.anfallstelleId ?? 0);
  else if (u.anfallstelleId !== null) stellenQuery.where('a.id', u.anfallstelleId);
  const stellen = (await stellenQuery) as {
    id: number;
    name: string;
    nummer: string | null;
    art: string | null;
    strasse: string | null;
    plz: string | null;
    ort: string | null;
    erzeuger: string;
  }[];
  const leer = standortMengen(null, [], [], heute);
  const erzeugerNamen = new Map(
    (
      (await db('erzeuger')
        .whereIn('id', [...u.erzeugerIds])
        .select('id', 'name')) as { id: number; name: string }[]
    ).map((e) => [e.id, e.name]),
  );
  const standorte = new Map<string, ExportStandort>(
    stellen.map((s) => [
      `s${s.id}`,
      {
        id: s.id,
        name: s.name,
        nummer: s.nummer,
        art: s.art,
        adresse: adresse(s),
        erzeuger: s.erzeuger,
        belege: [] as ExportBeleg[],
        dokumentation: leer,
      },
    ]),
  );
  for (const b of belegRows) {
    const key = b.anfallstelle_id === null ? `ohne${b.erzeuger_id}` : `s${b.anfallstelle_id}`;
    let standort = standorte.get(key);
    if (!standort) {
      standort = {
        id: null,
        name: OHNE_STANDORT,
        nummer: null,
        art: null,
        adresse: '',
        erzeuger: erzeugerNamen.get(b.erzeuger_id) ?? '',
        belege: [],
        dokumentation: leer,
      };
      standorte.set(key, standort);
    }
    standort.belege.push({
      id: b.id,
      nummer: b.nummer,
      typ: b.typ,
      datum: isoTag(b.tag),
      status: b.status,
      entsorger: b.entsorger ?? '',
      summe: zahl(b.summe),
      datei: b.datei_id && b.datei_typ ? { id: b.datei_id, typ: b.datei_typ } : null,
      positionen: positionen.get(b.id) ?? [],
    });
  }
  // The documentation's quantities, per producer (conversion and rules as on the documentation page).
  const belegIds = teil?.belegIdsImZeitraum ?? new Set(belegRows.map((b) => b.id));
  const stelleArt = new Map<number, 'BAUSTELLE' | 'GEWERBEBETRIEB' | null>(
    stellen.map((s) => [s.id, s.art === 'BAUSTELLE' || s.art === 'GEWERBEBETRIEB' ? s.art : null]),
  );
  const erzeuger: ErzeugerQuoten[] = [];
  for (const erzeugerId of teil ? [] : u.erzeugerIds) {
    const zeilen = await loadDokumentationsZeilen(db, erzeugerId);
    const jeStelle = new Map<number, DokumentationsZeile[]>();
    for (const z of zeilen) {
      const liste = jeStelle.get(z.anfallstelleId);
      if (liste) liste.push(z);
      else jeStelle.set(z.anfallstelleId, [z]);
    }
    for (const [stelleId, alleDerStelle] of jeStelle) {
      const standort = standorte.get(`s${stelleId}`);
      if (!standort) continue;
      const imZeitraum = alleDerStelle.filter((z) => mengeImZeitraum(z, u.beginn, u.ende, belegIds));
      standort.dokumentation = standortMengen(stelleArt.get(stelleId) ?? null, alleDerStelle, imZeitraum, heute);
    }
    erzeuger.push({
      erzeugerId,
      name: erzeugerNamen.get(erzeugerId) ?? '',
      getrenntsammlung: quotenImZeitraum(zeilen, u.beginn, u.ende),
    });
  }
  if (teil?.anfallstelleId) {
    const standort = standorte.get(`s${teil.anfallstelleId}`);
    const alleDerStelle = await loadDokumentationsZeilen(db, teil.erzeugerId, teil.anfallstelleId);
    if (standort)
      standort.dokumentation = standortMengen(
        stelleArt.get(teil.anfallstelleId) ?? null,
        alleDerStelle,
        alleDerStelle.filter((z) => mengeImZeitraum(z, u.beginn, u.ende, belegIds)),
        heute,
      );
  }
  erzeuger.sort((a, b) => a.name.localeCompare(b.name, 'de'));
  for (const s of standorte.values())
    if (s.id !== null && s.dokumentation === leer) s.dokumentation = standortMengen(stelleArt.get(s.id) ?? null, [], [], heute);
  const alle = [...standorte.values()].filter(
    (s) => (u.anfallstelleId !== null && !teil) || s.belege.length > 0 || s.dokumentation.mengen.length > 0,
  );
  return { titel, beginn: u.beginn, ende: u.ende, heute, standorte: alle, erzeuger };
};

/**
 * An export loaded part by part (the Excel workbook of a producer or holding: 10,000 receipts must not
 * sit in memory at once). `teile` lists, in the order the files show them, every site of the producers
 * (by producer and site name) and then each producer with receipts without a site in the period;
 * `laden` loads one part with its receipts and quantities, or null when it has nothing to show.
 */
export type ExportQuelle = {
  heute: string;
  teile: readonly ExportTeil[];
  laden: (teil: ExportTeil) => Promise<ExportStandort | null>;
};

export const exportQuelle = async (db: Db, u: ExportUmfang, titel: string, heute: string): Promise<ExportQuelle> => {
  const stellen = (await db('anfallstelle as a')
    .join('erzeuger as z', 'z.id', 'a.erzeuger_id')
    .whereIn('a.erzeuger_id', [...u.erzeugerIds])
    .modify((q) => (u.anfallstelleId !== null ? q.where('a.id', u.anfallstelleId) : q))
    .orderBy([{ column: 'z.name' }, { column: 'a.name' }])
    .select('a.id', 'a.erzeuger_id')) as { id: number; erzeuger_id: number }[];
  const ohneStelle =
    u.anfallstelleId !== null
      ? []
      : ((await belegeImUmfang(db, u)
          .whereNull('b.anfallstelle_id')
          .join('erzeuger as z', 'z.id', 'b.erzeuger_id')
          .groupBy('b.erzeuger_id', 'z.name')
          .orderBy('z.name')
          .select('b.erzeuger_id')) as { erzeuger_id: number }[]);
  // Only the ids: a quantity line from a receipt counts when that receipt is one of the export's.
  const belegIdsImZeitraum = new Set((await belegeImUmfang(db, u).pluck('b.id')) as string[]);
  return {
    heute,
    teile: [
      ...stellen.map((s) => ({ erzeugerId: s.erzeuger_id, anfallstelleId: s.id })),
      ...ohneStelle.map((o) => ({ erzeugerId: o.erzeuger_id, anfallstelleId: null })),
    ],
    laden: async (teil) => (await loadExportDaten(db, u, titel, heute, { ...teil, belegIdsImZeitraum })).standorte[0] ?? null,
  };
};

/**
 * Sums per AVV code and unit: the quantity balance of the APPROVED receipts' positions (a delivery note
 * and its invoice describe the same waste; only what was checked and approved counts, once).
 */
export type BilanzZeile = { abfallschluessel: string; einheit: string; menge: number; wege: string[] };

export const bilanzVon = (belege: readonly ExportBeleg[]): BilanzZeile[] => {
  const zeilen = new Map<string, BilanzZeile>();
  for (const b of belege) {
    if (b.status !== 'FREIGEGEBEN') continue;
    // A cancellation reverses what it cancels.
    const vorzeichen = b.typ === 'stornorechnung' || b.typ === 'stornogutschrift' ? -1 : 1;
    for (const p of b.positionen) {
      if (p.menge === null || !p.einheit) continue;
      const avv = p.abfallschluessel ?? '–';
      const key = `${avv}|${p.einheit}`;
      const z = zeilen.get(key) ?? { abfallschluessel: avv, einheit: p.einheit, menge: 0, wege: [] };
      z.menge = Math.round((z.menge + vorzeichen * p.menge) * 1000) / 1000;
      const weg = [p.entsorgungsverfahren, p.verbleibsanlage].filter(Boolean).join(' · ');
      if (weg && !z.wege.includes(weg)) z.wege.push(weg);
      zeilen.set(key, z);
    }
  }
  return [...zeilen.values()].sort(
    (a, b) => a.abfallschluessel.localeCompare(b.abfallschluessel, 'de') || a.einheit.localeCompare(b.einheit, 'de'),
  );
};
