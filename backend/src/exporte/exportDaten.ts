import { belegeImZeitraum } from '../belege';
import { hatAbfallmengenImZeitraum, loadDokumentationsZeilen, type DokumentationsZeile } from '../dokumentation';
import type { Db } from '../platform/db';
import { ladeExportBelege, type ExportBeleg } from './exportBelege';
export { bilanzVon, type BilanzZeile } from './exportBilanz';
export type { ExportBeleg, ExportPosition } from './exportBelege';
import { mengeImZeitraum, quotenImZeitraum, standortMengen, type ErzeugerQuoten, type StandortMengen } from './exportMengen';

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

/** The receipts of the scope in the period (the receipts' contract); deleted receipts do not count. */
const belegeImUmfang = (db: Db, u: ExportUmfang) => belegeImZeitraum(db, u);

/**
 * Whether the export would find anything (spec § 8: "Der Export findet keine Daten im Zeitraum"):
 * a receipt or a hand-entered quantity in the period.
 */
export const hatExportDaten = async (db: Db, u: ExportUmfang): Promise<boolean> =>
  Boolean(await belegeImUmfang(db, u).first(db.raw('1 AS da'))) || (await hatAbfallmengenImZeitraum(db, u));

const adresse = (r: { strasse: string | null; plz: string | null; ort: string | null }): string =>
  [r.strasse, [r.plz, r.ort].filter(Boolean).join(' ')].filter((t) => t && t.trim() !== '').join(', ');

/**
 * One part of an export that is loaded and written on its own (the Excel workbook, site by site): a site,
 * or a producer's receipts without a site (`anfallstelleId` null).
 */
export type ExportTeil = { erzeugerId: number; anfallstelleId: number | null };

/** A part's scope, and the export's receipts of the period (a quantity line counts when its receipt is one of them). */
type TeilUmfang = ExportTeil & { belegIdsImZeitraum: ReadonlySet<string> };

type Stelle = {
  id: number;
  name: string;
  nummer: string | null;
  art: string | null;
  strasse: string | null;
  plz: string | null;
  ort: string | null;
  erzeuger: string;
};

/** The sites of the export (one part's, the chosen one, or every site of the producers), by producer and site name. */
const ladeStellen = async (db: Db, u: ExportUmfang, teil?: TeilUmfang): Promise<Stelle[]> => {
  const stellenQuery = db('anfallstelle as a')
    .join('erzeuger as z', 'z.id', 'a.erzeuger_id')
    .whereIn('a.erzeuger_id', [...u.erzeugerIds])
    .select('a.id', 'a.name', 'a.nummer', 'a.art', 'a.strasse', 'a.plz', 'a.ort', 'z.name as erzeuger')
    .orderBy([{ column: 'z.name' }, { column: 'a.name' }]);
  if (teil) stellenQuery.where('a.id', teil.anfallstelleId ?? 0);
  else if (u.anfallstelleId !== null) stellenQuery.where('a.id', u.anfallstelleId);
  return (await stellenQuery) as Stelle[];
};

type DokuEintrag = {
  u: ExportUmfang;
  heute: string;
  teil: TeilUmfang | undefined;
  belegIds: ReadonlySet<string>;
  stelleArt: ReadonlyMap<number, 'BAUSTELLE' | 'GEWERBEBETRIEB' | null>;
  standorte: ReadonlyMap<string, ExportStandort>;
  erzeugerNamen: ReadonlyMap<number, string>;
};

/** Puts the documentation's quantities onto the sites, per producer (conversion and rules as on the documentation page). */
const dokumentationEintragen = async (db: Db, e: DokuEintrag): Promise<ErzeugerQuoten[]> => {
  const { u, heute, teil, belegIds, stelleArt, standorte, erzeugerNamen } = e;
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
  return erzeuger;
};

/**
 * Loads the export's content. Sites without receipts in the period are listed only for a single-site
 * export; an export for all sites lists the sites that have something to show. With `teil` only that
 * part is loaded (no separate-collection rates: they need every site of the producer).
 */
export const loadExportDaten = async (db: Db, u: ExportUmfang, titel: string, heute: string, teil?: TeilUmfang): Promise<ExportDaten> => {
  const belegRows = await ladeExportBelege(
    db,
    teil ? { ...u, erzeugerIds: [teil.erzeugerId], anfallstelleId: teil.anfallstelleId ?? 'ohne' } : u,
  );
  const stellen = await ladeStellen(db, u, teil);
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
    standort.belege.push(b.beleg);
  }
  const belegIds = teil?.belegIdsImZeitraum ?? new Set(belegRows.map((b) => b.beleg.id));
  const stelleArt = new Map<number, 'BAUSTELLE' | 'GEWERBEBETRIEB' | null>(
    stellen.map((s) => [s.id, s.art === 'BAUSTELLE' || s.art === 'GEWERBEBETRIEB' ? s.art : null]),
  );
  const erzeuger = await dokumentationEintragen(db, { u, heute, teil, belegIds, stelleArt, standorte, erzeugerNamen });
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
