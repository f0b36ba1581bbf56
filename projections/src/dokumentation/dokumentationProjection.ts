import { avvAnzeige } from '@abfallportal/common/abfallmenge';
import { mengeAlsZahl } from '@abfallportal/common/beleg';
import { BELEG_EVENT_TYPEN, evolveBeleg, initialBelegState, readBelegEvent, type BelegState } from '@abfallportal/backend/belege';
import {
  ABFALLMENGE_EVENT_TYPEN,
  DOKUMENTATION_TABELLEN,
  evolveAbfallmenge,
  initialAbfallmengeState,
  readAbfallmengeEvent,
  type AbfallmengeState,
  type DokumentationTabelle,
} from '@abfallportal/backend/dokumentation';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Knex } from 'knex';
import { ident, type Projection, type TableNames } from '../runtime/projection';
import { zeilenEinfuegen } from '../runtime/zeilenEinfuegen';

export type { DokumentationTabelle };

const MENGE = 'abfallmenge-';
const BELEG = 'beleg-';
const MENGE_TYPEN = new Set<string>(ABFALLMENGE_EVENT_TYPEN);
const BELEG_TYPEN = new Set<string>(BELEG_EVENT_TYPEN);

const createTables = async (trx: Knex.Transaction, n: TableNames<DokumentationTabelle>): Promise<void> => {
  await trx.raw(`
    CREATE TABLE ${ident(n.abfallmenge_uebersicht)} (
      id uuid PRIMARY KEY,
      erzeuger_id integer NOT NULL,
      anfallstelle_id integer NOT NULL,
      fraktion_id integer,
      abfallschluessel text NOT NULL,
      leistungsjahr integer NOT NULL,
      leistung_von date,
      leistung_bis date,
      menge text NOT NULL,
      menge_zahl numeric(14,3) NOT NULL,
      einheit text NOT NULL,
      abweichende_dichte text,
      rhythmus text NOT NULL,
      anzahl_leerungen integer,
      entsorgungsverfahren text NOT NULL,
      verbleibsanlage_id integer,
      zertifikat_id text,
      zertifikat_name text,
      zertifikat_gueltig_bis date,
      ausnahme text,
      behaeltertyp_id integer,
      behaelter_anzahl integer,
      geloescht boolean NOT NULL DEFAULT false,
      zustand jsonb NOT NULL,
      version integer NOT NULL
    )`);
  await trx.raw(`
    CREATE TABLE ${ident(n.doku_beleg)} (
      id uuid PRIMARY KEY,
      erzeuger_id integer NOT NULL,
      entsorger_id integer NOT NULL,
      anfallstelle_id integer,
      typ text NOT NULL,
      status text NOT NULL,
      nummer text,
      datum date,
      summe numeric(14,2),
      jahr integer,
      zustand jsonb NOT NULL,
      version integer NOT NULL
    )`);
  await trx.raw(`
    CREATE TABLE ${ident(n.doku_beleg_position)} (
      beleg_id uuid NOT NULL,
      nr integer NOT NULL,
      erzeuger_id integer NOT NULL,
      anfallstelle_id integer NOT NULL,
      jahr integer NOT NULL,
      beleg_nummer text,
      abfallschluessel text,
      menge numeric(14,3),
      menge_text text,
      einheit text,
      abweichende_dichte numeric(14,3),
      behaelter text,
      behaelter_anzahl integer,
      entsorgungsverfahren text,
      verbleibsanlage_id integer,
      zertifikat text,
      PRIMARY KEY (beleg_id, nr)
    )`);
};

/** The year a receipt documents: the end of its service period, else its start, else its date. */
const jahrVon = (s: BelegState): number | null => {
  const tag = s.felder?.leistungBis ?? s.felder?.leistungVon ?? s.felder?.datum ?? null;
  return tag ? Number(tag.slice(0, 4)) : null;
};

type Held<S> = Map<string, { state: S; version: number }>;

const falten = async <S>(
  trx: Knex.Transaction,
  tabelle: string,
  events: StoredEvent[],
  prefix: string,
  initial: () => S,
  fold: (s: S, e: StoredEvent) => S,
): Promise<Held<S>> => {
  const ids = [...new Set(events.map((e) => e.streamId.slice(prefix.length)))];
  const rows = (await trx(tabelle).whereIn('id', ids).select('id', 'zustand', 'version')) as { id: string; zustand: S; version: number }[];
  const held: Held<S> = new Map(rows.map((r) => [r.id, { state: r.zustand, version: r.version }]));
  const geaendert: Held<S> = new Map();
  for (const e of events) {
    const id = e.streamId.slice(prefix.length);
    const vorher = held.get(id) ?? { state: initial(), version: -1 };
    if (e.streamRevision <= vorher.version) continue;
    const neu = { state: fold(vorher.state, e), version: e.streamRevision };
    held.set(id, neu);
    geaendert.set(id, neu);
  }
  return geaendert;
};

/**
 * The documentation's read model (issue 20): hand-entered waste quantities (`abfallmenge-*`) and the
 * receipts as the documentation needs them (`beleg-*`: the site, the year, the status) with the
 * positions of APPROVED receipts. Conversion to t and m³ happens when the site is read (master data
 * densities and container volumes may change; docs/decisions.md). Idempotent per stream revision.
 */
/** The overview row of a waste quantity, from its folded state. */
const mengeZeile = (id: string, state: AbfallmengeState, version: number): Record<string, unknown> => {
  const f = state.felder!;
  return {
    id,
    erzeuger_id: state.erzeugerId,
    anfallstelle_id: f.anfallstelleId,
    fraktion_id: f.fraktionId,
    abfallschluessel: avvAnzeige(f.abfallschluessel),
    leistungsjahr: f.leistungsjahr,
    leistung_von: f.leistungVon,
    leistung_bis: f.leistungBis,
    menge: f.menge,
    menge_zahl: mengeAlsZahl(f.menge) ?? 0,
    einheit: f.einheit,
    abweichende_dichte: f.abweichendeDichte,
    rhythmus: f.rhythmus,
    anzahl_leerungen: f.anzahlLeerungen,
    entsorgungsverfahren: f.entsorgungsverfahren,
    verbleibsanlage_id: f.verbleibsanlageId,
    zertifikat_id: state.zertifikat?.id ?? null,
    zertifikat_name: state.zertifikat?.name ?? null,
    zertifikat_gueltig_bis: state.zertifikat ? f.zertifikatGueltigBis : null,
    ausnahme: f.ausnahme,
    behaeltertyp_id: f.behaeltertypId,
    behaelter_anzahl: f.behaelterAnzahl,
    geloescht: state.status === 'GELOESCHT',
    zustand: JSON.stringify(state),
    version,
  };
};

export const dokumentationProjection: Projection<DokumentationTabelle> = {
  name: 'dokumentation',
  version: 1,
  eventTypes: [...ABFALLMENGE_EVENT_TYPEN, ...BELEG_EVENT_TYPEN],
  tables: DOKUMENTATION_TABELLEN,
  createTables,
  indexes: (n) => [
    {
      table: 'abfallmenge_uebersicht',
      sql: `CREATE INDEX ${ident(`${n.abfallmenge_uebersicht}_stelle`)} ON ${ident(n.abfallmenge_uebersicht)} (erzeuger_id, anfallstelle_id, leistungsjahr)`,
    },
    {
      table: 'doku_beleg',
      sql: `CREATE INDEX ${ident(`${n.doku_beleg}_stelle`)} ON ${ident(n.doku_beleg)} (erzeuger_id, anfallstelle_id, jahr)`,
    },
    {
      table: 'doku_beleg_position',
      sql: `CREATE INDEX ${ident(`${n.doku_beleg_position}_stelle`)} ON ${ident(n.doku_beleg_position)} (erzeuger_id, anfallstelle_id, jahr)`,
    },
  ],
  handle: async (trx, events, n) => {
    const mengen = events.filter((e) => e.streamId.startsWith(MENGE) && MENGE_TYPEN.has(e.type));
    const belege = events.filter((e) => e.streamId.startsWith(BELEG) && BELEG_TYPEN.has(e.type));
    if (mengen.length > 0) {
      const neu = await falten<AbfallmengeState>(trx, n.abfallmenge_uebersicht, mengen, MENGE, initialAbfallmengeState, (s, e) =>
        evolveAbfallmenge(s, readAbfallmengeEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
      );
      const zeilen = [...neu].map(([id, { state, version }]) => mengeZeile(id, state, version));
      await zeilenEinfuegen(trx, n.abfallmenge_uebersicht, zeilen, 'id');
    }
    if (belege.length > 0) {
      const neu = await falten<BelegState>(trx, n.doku_beleg, belege, BELEG, initialBelegState, (s, e) =>
        evolveBeleg(s, readBelegEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion })),
      );
      if (neu.size === 0) return;
      const zeilen = [...neu].map(([id, { state, version }]) => ({
        id,
        erzeuger_id: state.erzeugerId,
        entsorger_id: state.entsorgerId,
        anfallstelle_id: state.felder?.anfallstelleId ?? null,
        typ: state.felder?.typ ?? 'rechnung',
        status: state.status,
        nummer: state.felder?.nummer ?? null,
        datum: state.felder?.datum ?? null,
        summe: state.felder?.summe ?? null,
        jahr: jahrVon(state),
        zustand: JSON.stringify(state),
        version,
      }));
      await zeilenEinfuegen(trx, n.doku_beleg, zeilen, 'id');
      await trx(n.doku_beleg_position)
        .whereIn('beleg_id', [...neu.keys()])
        .delete();
      // Only approved receipts document quantities; a receipt changed back out of FREIGEGEBEN loses its rows.
      const positionen = [...neu].flatMap(([id, { state }]) => {
        const jahr = jahrVon(state);
        const stelle = state.felder?.anfallstelleId ?? null;
        if (state.status !== 'FREIGEGEBEN' || jahr === null || stelle === null) return [];
        return state.felder!.positionen.map((p, nr) => ({
          beleg_id: id,
          nr,
          erzeuger_id: state.erzeugerId,
          anfallstelle_id: stelle,
          jahr,
          beleg_nummer: state.felder!.nummer,
          abfallschluessel: p.abfallschluessel,
          menge: mengeAlsZahl(p.menge),
          menge_text: p.menge,
          einheit: p.einheit,
          abweichende_dichte: mengeAlsZahl(p.abweichendeDichte),
          behaelter: p.behaelter,
          behaelter_anzahl: p.behaelterAnzahl,
          entsorgungsverfahren: p.entsorgungsverfahren,
          verbleibsanlage_id: p.verbleibsanlageId,
          zertifikat: p.zertifikat,
        }));
      });
      await zeilenEinfuegen(trx, n.doku_beleg_position, positionen);
    }
  },
};
