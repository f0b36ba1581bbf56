import type { Leistungsuebersicht, PreisPosition, WertstoffOptionen } from '@abfallportal/common/auftragWire';
import type { AuftragPreisPort, BestellFakten, BestellGrenzen, BestellIds, UebersichtFrage } from '../auftraege';
import type { Db } from '../platform/db';
import { createProcessCache } from '../platform/processCache';
import { findPreis, geschaetzteMenge, type LeistungKandidat } from './findPreis';
import { loadBehaelterOptionen } from './loadBehaelterOptionen';
import { loadEntsorgerPreisInfo } from './loadEntsorgerPreisInfo';
import { loadPreisFuerAuftrag, mietTage } from './loadPreisFuerAuftrag';
import { fruehesterLiefertermin, loadTimeAndPlace } from './loadTimeAndPlace';
import { loadWertstoffOptionen } from './loadWertstoffOptionen';

/** Cached entries live at most this long, so another API process sees a change within it. */
const TTL_MS = 60_000;

/** The master data an order is decided on: every fraction with its keys, every container. */
type Referenz = {
  fraktionen: Map<number, { dichte: number | null; gemischt: boolean; schluessel: Set<string> }>;
  behaelter: Map<number, { bezeichnung: string; typ: string; volumenM3: number }>;
};

type Vereinbarung = LeistungKandidat & {
  entsorgerId: number;
  abfallschluessel: string;
  behaelterkategorie: string;
  behaelterId: number | null;
};

const referenzCache = createProcessCache<Referenz>(['stammdaten'], { ttlMs: TTL_MS, maxEntries: 1 });
const wertstoffCache = createProcessCache<WertstoffOptionen>(['stammdaten'], { ttlMs: TTL_MS, maxEntries: 1 });
/** A producer's price agreements with their lines, per producer. */
const vereinbarungCache = createProcessCache<Vereinbarung[]>(['preise'], { ttlMs: TTL_MS, maxEntries: 10_000 });
const preiseCache = createProcessCache<{ verguetung: boolean; preise: PreisPosition[] } | null>(['preise'], {
  ttlMs: TTL_MS,
  maxEntries: 10_000,
});

async function loadReferenz(db: Db): Promise<Referenz> {
  const [fraktionen, behaelter] = await Promise.all([
    db('fraktion as f').select(
      'f.id',
      'f.dichte',
      'f.gemischt',
      db.raw(
        `coalesce((SELECT array_agg(fa.abfallschluessel) FROM fraktion_abfallschluessel fa WHERE fa.fraktion_id = f.id), '{}') AS schluessel`,
      ),
    ) as Promise<{ id: number; dichte: string | null; gemischt: boolean; schluessel: string[] }[]>,
    db('behaeltertyp').select('id', 'bezeichnung', 'typ', 'volumen_m3') as Promise<
      { id: number; bezeichnung: string; typ: string; volumen_m3: string }[]
    >,
  ]);
  return {
    fraktionen: new Map(
      fraktionen.map((f) => [
        f.id,
        { dichte: f.dichte === null ? null : Number(f.dichte), gemischt: f.gemischt, schluessel: new Set(f.schluessel) },
      ]),
    ),
    behaelter: new Map(behaelter.map((b) => [b.id, { bezeichnung: b.bezeichnung, typ: b.typ, volumenM3: Number(b.volumen_m3) }])),
  };
}

async function loadVereinbarungen(db: Db, erzeugerId: number): Promise<Vereinbarung[]> {
  const rows = (await db('leistung as l')
    .where('l.erzeuger_id', erzeugerId)
    .select(
      'l.id',
      'l.entsorger_id',
      'l.anfallstelle_id',
      'l.abfallschluessel',
      'l.behaelterkategorie',
      'l.behaeltertyp_id',
      'l.gueltig_von',
      'l.gueltig_bis',
      'l.verguetung',
      db.raw(`coalesce((SELECT json_agg(json_build_object('bezeichnung', p.bezeichnung, 'preis', p.preis, 'einheit', p.einheit)
        ORDER BY p.sort) FROM leistung_preis p WHERE p.leistung_id = l.id), '[]') AS preise`),
    )
    .orderBy('l.id')) as {
    id: number;
    entsorger_id: number;
    anfallstelle_id: number | null;
    abfallschluessel: string;
    behaelterkategorie: string;
    behaeltertyp_id: number | null;
    gueltig_von: string;
    gueltig_bis: string | null;
    verguetung: boolean;
    preise: PreisPosition[];
  }[];
  return rows.map((r) => ({
    id: r.id,
    entsorgerId: r.entsorger_id,
    anfallstelleId: r.anfallstelle_id,
    abfallschluessel: r.abfallschluessel,
    behaelterkategorie: r.behaelterkategorie,
    behaelterId: r.behaeltertyp_id,
    gueltigVon: r.gueltig_von,
    gueltigBis: r.gueltig_bis,
    verguetung: r.verguetung,
    preise: r.preise.map((p) => ({ ...p, preis: Number(p.preis) })),
  }));
}

/**
 * The site is one of the producer's active sites and the disposer one it holds an active customer
 * number with: tenant data, read on every order (one statement).
 */
async function siteAndDisposerFit(db: Db, ids: BestellIds): Promise<boolean> {
  // An offer request names several disposers; each one must fit.
  const entsorger = ids.angebotEntsorgerIds ?? (ids.entsorgerId === null ? [] : [ids.entsorgerId]);
  if (entsorger.length === 0) return false;
  const row = (await db('anfallstelle as st')
    .join('kundennummer as k', 'k.erzeuger_id', 'st.erzeuger_id')
    .join('entsorger as s', 's.id', 'k.entsorger_id')
    .where({ 'st.id': ids.anfallstelleId, 'st.erzeuger_id': ids.erzeugerId, 'st.aktiv': true })
    .whereIn('k.entsorger_id', [...entsorger])
    .where({ 'k.aktiv': true, 's.aktiv': true })
    .first(db.raw('count(DISTINCT k.entsorger_id)::int AS n'))) as { n: number } | undefined;
  return row?.n === entsorger.length;
}

/**
 * spec § 4: a producer's user orders up to its order value limit; the owner has none (and staff
 * ordering on a producer's behalf are no user of it). The approver must be another active user of
 * the same producer with a higher limit, or the owner.
 */
async function bestellGrenzen(db: Db, ids: Pick<BestellIds, 'erzeugerId' | 'bestellerId' | 'freigeberId'>): Promise<BestellGrenzen> {
  if (ids.bestellerId === undefined) return {};
  const benutzerIds = [ids.bestellerId, ...(ids.freigeberId === undefined ? [] : [ids.freigeberId])];
  const rows = (await db('benutzer').whereIn('id', benutzerIds).select('id', 'erzeuger_id', 'rolle', 'aktiv', 'bestellwert_grenze')) as {
    id: number;
    erzeuger_id: number | null;
    rolle: string;
    aktiv: boolean;
    bestellwert_grenze: string | null;
  }[];
  const grenze = (r: (typeof rows)[number] | undefined): number | null =>
    !r || r.rolle === 'INHABER' || r.erzeuger_id !== ids.erzeugerId || r.bestellwert_grenze === null ? null : Number(r.bestellwert_grenze);
  const besteller = rows.find((r) => r.id === ids.bestellerId);
  const bestellwertGrenze = grenze(besteller);
  if (ids.freigeberId === undefined) return { bestellwertGrenze, freigeber: null };
  const f = rows.find((r) => r.id === ids.freigeberId);
  const fGrenze = grenze(f);
  const passt =
    f !== undefined &&
    f.id !== ids.bestellerId &&
    f.aktiv &&
    f.erzeuger_id === ids.erzeugerId &&
    (fGrenze === null || (bestellwertGrenze !== null && fGrenze > bestellwertGrenze));
  return { bestellwertGrenze, freigeber: { passt } };
}

/**
 * The prices feature's answer to the order slice's port: the wizard's option calls, the price
 * lookup and the facts of an order command. Master data and price agreements come from the process
 * cache (invalidated by their writers), so placing an order reads one row of tenant data here.
 */
export function createAuftragPreisPort(db: Db): AuftragPreisPort {
  const referenz = () => referenzCache.get(db, 'referenz', () => loadReferenz(db));
  const vereinbarungen = (erzeugerId: number) => vereinbarungCache.get(db, String(erzeugerId), () => loadVereinbarungen(db, erzeugerId));

  return {
    timeAndPlace: (erzeugerId, jetzt) => loadTimeAndPlace(db, erzeugerId, jetzt),
    wertstoff: () => wertstoffCache.get(db, 'wertstoff', () => loadWertstoffOptionen(db)),
    behaelter: (fraktionId) => loadBehaelterOptionen(db, fraktionId),
    entsorgerPreisInfo: (frage, jetzt) => loadEntsorgerPreisInfo(db, { ...frage, datum: frage.datum ?? fruehesterLiefertermin(jetzt) }),
    preis: (frage) => loadPreisFuerAuftrag(db, frage),
    erzeugerExists: async (erzeugerId) => (await db('erzeuger').where({ id: erzeugerId }).first('id')) !== undefined,
    anfallstelleDesErzeugers: async (erzeugerId, anfallstelleId) =>
      (await db('anfallstelle').where({ id: anfallstelleId, erzeuger_id: erzeugerId }).first('id')) !== undefined,

    bestellGrenzen: (ids) => bestellGrenzen(db, ids),
    bestellFakten: async (ids): Promise<BestellFakten> => {
      const [ref, alle, passt, grenzen] = await Promise.all([
        referenz(),
        vereinbarungen(ids.erzeugerId),
        siteAndDisposerFit(db, ids),
        bestellGrenzen(db, ids),
      ]);
      const fraktion = ref.fraktionen.get(ids.fraktionId);
      const behaelter = ref.behaelter.get(ids.behaelterId);
      if (!passt || !fraktion || !behaelter || !fraktion.schluessel.has(ids.abfallschluessel)) {
        return { stammdaten: null, preis: null, ...grenzen };
      }
      // An offer request has no price yet: the offers bring them.
      if (ids.angebotEntsorgerIds !== undefined) {
        return { stammdaten: { behaelterBezeichnung: behaelter.bezeichnung, gemischt: fraktion.gemischt }, preis: null, ...grenzen };
      }
      const kandidaten = alle.filter(
        (l) =>
          l.entsorgerId === ids.entsorgerId &&
          l.abfallschluessel === ids.abfallschluessel &&
          l.behaelterkategorie === behaelter.typ &&
          (l.behaelterId === null || l.behaelterId === ids.behaelterId),
      );
      const preis = findPreis(kandidaten, {
        datum: ids.wunschLiefertermin,
        anfallstelleId: ids.anfallstelleId,
        anzahl: ids.anzahl,
        volumenM3: behaelter.volumenM3,
        dichte: fraktion.dichte,
        mietTage: mietTage(ids.wunschLiefertermin, ids.wunschAbholtermin),
      });
      return {
        stammdaten: { behaelterBezeichnung: behaelter.bezeichnung, gemischt: fraktion.gemischt },
        preis: preis.ergebnis === 'GEFUNDEN' ? { leistungId: preis.leistungId, summeNetto: preis.summeNetto } : null,
        ...grenzen,
      };
    },

    leistungsuebersicht: async (frage: UebersichtFrage): Promise<Leistungsuebersicht> => {
      const [ref, vereinbarung] = await Promise.all([
        referenz(),
        frage.leistungId === null
          ? null
          : preiseCache.get(db, String(frage.leistungId), async () => {
              const l = (await db('leistung').where({ id: frage.leistungId }).first('verguetung')) as { verguetung: boolean } | undefined;
              if (!l) return null;
              const preise = (await db('leistung_preis').where({ leistung_id: frage.leistungId }).orderBy('sort')) as {
                bezeichnung: string;
                preis: string;
                einheit: string;
              }[];
              return { verguetung: l.verguetung, preise: preise.map((p) => ({ ...p, preis: Number(p.preis) })) };
            }),
      ]);
      const kontext = {
        anzahl: frage.anzahl,
        volumenM3: ref.behaelter.get(frage.behaelterId)?.volumenM3 ?? 0,
        dichte: frage.dichte,
        mietTage: mietTage(frage.liefertermin, frage.abholtermin),
      };
      const positionen = (vereinbarung?.preise ?? []).map((p) => {
        const menge = geschaetzteMenge(p, kontext);
        const vorzeichen = vereinbarung?.verguetung && (p.einheit === 't' || p.einheit === 'm³') ? -1 : 1;
        return {
          bezeichnung: p.bezeichnung,
          menge: menge ?? 0,
          einheit: p.einheit,
          einzelpreis: p.preis,
          summe: menge === null ? null : Math.round(vorzeichen * p.preis * menge * 100) / 100,
        };
      });
      return {
        positionen,
        summeNetto: frage.summeNetto,
        hinweis: 'Preise zzgl. MwSt., Abrechnung nach tatsächlicher Menge. Mengen geschätzt aus Behältervolumen, Dichte und Mietdauer.',
      };
    },
  };
}
