import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT, mengeAlsZahl, type BelegStatus } from '@abfallportal/common/beleg';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import {
  BELEG_EVENT_TYPEN,
  BELEG_TABELLEN,
  evolveBeleg,
  initialBelegState,
  readBelegEvent,
  type BelegEvent,
  type BelegState,
  type BelegTabelle,
} from '@abfallportal/backend/belege';
import type { Knex } from 'knex';
import { ident, type Projection, type TableNames } from '../runtime/projection';
import { zeilenEinfuegen } from '../runtime/zeilenEinfuegen';

export type { BelegTabelle };

const PREFIX = 'beleg-';
const BEKANNT = new Set<string>(BELEG_EVENT_TYPEN);

/** Who did it: the user's name, or the disposer's when it came by link; "System" for imports. */
const NAME_VON = (spalte: string) => `
  (SELECT trim(b.vorname || ' ' || b.nachname) FROM benutzer b WHERE x.${spalte} ~ '^[0-9]{1,9}$' AND b.id = x.${spalte}::integer)`;

const createTables = async (trx: Knex.Transaction, n: TableNames<BelegTabelle>): Promise<void> => {
  await trx.raw(`
    CREATE TABLE ${ident(n.beleg_uebersicht)} (
      id uuid PRIMARY KEY,
      typ text NOT NULL,
      status text NOT NULL,
      herkunft text NOT NULL,
      quelle text NOT NULL,
      name text,
      nummer text,
      datum date,
      summe numeric(14,2),
      erzeuger_id integer NOT NULL,
      entsorger_id integer NOT NULL,
      anfallstelle_id integer,
      empfaenger text,
      absender text,
      leistung_von date,
      leistung_bis date,
      bestell_referenz text,
      storniert_beleg_id uuid,
      datei_id text,
      datei_name text,
      datei_typ text,
      fehler_begruendung text,
      vorgangsnummern text[] NOT NULL DEFAULT '{}',
      zustand jsonb NOT NULL,
      version integer NOT NULL,
      erfasst_am timestamptz NOT NULL,
      suchtext text NOT NULL DEFAULT ''
    )`);
  await trx.raw(`
    CREATE TABLE ${ident(n.beleg_position)} (
      beleg_id uuid NOT NULL,
      nr integer NOT NULL,
      abfallschluessel text,
      bezeichnung text,
      menge numeric(14,3),
      einheit text,
      entsorgungsverfahren text,
      verbleibsanlage_id integer,
      PRIMARY KEY (beleg_id, nr)
    )`);
  await trx.raw(`
    CREATE TABLE ${ident(n.beleg_zuordnung)} (
      beleg_id uuid NOT NULL,
      auftrag_id uuid NOT NULL,
      vorgangsnummer text NOT NULL,
      PRIMARY KEY (beleg_id, auftrag_id)
    )`);
  await trx.raw(`
    CREATE TABLE ${ident(n.beleg_historie)} (
      event_id uuid PRIMARY KEY,
      beleg_id uuid NOT NULL,
      stream_revision integer NOT NULL,
      zeitpunkt timestamptz NOT NULL,
      ereignis text NOT NULL,
      akteur_id text,
      akteur_name text NOT NULL,
      handelt_als_id text,
      handelt_als_name text,
      beschreibung text NOT NULL,
      status text
    )`);
};

/** A German sentence per event for the history ("what"). */
export const beschreibeBelegEreignis = (e: BelegEvent, state: BelegState): string => {
  const art = state.felder ? BELEG_TYP_TEXT[state.felder.typ] : 'Beleg';
  switch (e.type) {
    case 'BelegErfasst':
      return `${art}${e.data.felder.nummer ? ` ${e.data.felder.nummer}` : ''} erfasst (${e.data.quelle === 'UPLOAD' ? 'hochgeladen' : e.data.quelle})`;
    case 'BelegGeaendert':
      return `${art} geändert${e.data.von !== e.data.nach ? `, zurück auf „${BELEG_STATUS_TEXT[e.data.nach]}“` : ''}`;
    case 'BelegZugeordnet':
      return `Zugeordnet zu ${e.data.auftraege.map((o) => o.vorgangsnummer).join(', ')}`;
    case 'BelegGeprueft':
      return 'Beleg geprüft';
    case 'BelegFreigegeben':
      return 'Beleg freigegeben';
    case 'BelegAlsFehlerhaftAbgelehnt':
      return `Als fehlerhaft abgelehnt: ${e.data.begruendung}`;
    case 'BelegGeloescht':
      return 'Beleg gelöscht';
  }
};

type Historie = {
  event_id: string;
  beleg_id: string;
  stream_revision: number;
  zeitpunkt: string;
  ereignis: string;
  akteur_id: string | null;
  handelt_als_id: string | null;
  beschreibung: string;
  status: BelegStatus;
};

/**
 * Receipt list, details, positions, assignments and history (issue 20). Per batch: one read of the
 * receipts it touches (their folded state is kept as jsonb), the pure evolve in memory, then one
 * upsert of the receipts, a rewrite of the changed receipts' positions and assignments and one
 * insert of the history. Idempotent: events at or below a receipt's version are skipped.
 */
export const belegProjection: Projection<BelegTabelle> = {
  name: 'belege',
  version: 1,
  eventTypes: BELEG_EVENT_TYPEN,
  tables: BELEG_TABELLEN,
  createTables,
  indexes: (n) => [
    {
      table: 'beleg_uebersicht',
      sql: `CREATE INDEX ${ident(`${n.beleg_uebersicht}_erzeuger`)} ON ${ident(n.beleg_uebersicht)} (erzeuger_id, datum)`,
    },
    {
      table: 'beleg_uebersicht',
      sql: `CREATE INDEX ${ident(`${n.beleg_uebersicht}_entsorger`)} ON ${ident(n.beleg_uebersicht)} (entsorger_id, datum)`,
    },
    { table: 'beleg_zuordnung', sql: `CREATE INDEX ${ident(`${n.beleg_zuordnung}_auftrag`)} ON ${ident(n.beleg_zuordnung)} (auftrag_id)` },
    {
      table: 'beleg_historie',
      sql: `CREATE INDEX ${ident(`${n.beleg_historie}_beleg`)} ON ${ident(n.beleg_historie)} (beleg_id, stream_revision)`,
    },
  ],
  handle: async (trx, events, n) => {
    const relevant = events.filter((e) => e.streamId.startsWith(PREFIX) && BEKANNT.has(e.type));
    if (relevant.length === 0) return;
    const ids = [...new Set(relevant.map((e) => e.streamId.slice(PREFIX.length)))];
    const rows = (await trx(n.beleg_uebersicht).whereIn('id', ids).select('id', 'zustand', 'version', 'erfasst_am')) as {
      id: string;
      zustand: BelegState;
      version: number;
      erfasst_am: Date;
    }[];
    const held = new Map(
      rows.map((r) => [r.id, { state: r.zustand, version: r.version, erfasstAm: new Date(r.erfasst_am).toISOString() }]),
    );
    const geaendert = new Set<string>();
    const historie: Historie[] = [];
    for (const e of relevant) {
      const id = e.streamId.slice(PREFIX.length);
      const vorher = held.get(id) ?? { state: initialBelegState(), version: -1, erfasstAm: e.metadata.occurredAt };
      if (e.streamRevision <= vorher.version) continue;
      const event = readBelegEvent({ type: e.type, data: e.data, schemaVersion: e.metadata.schemaVersion });
      const state = evolveBeleg(vorher.state, event);
      held.set(id, { state, version: e.streamRevision, erfasstAm: vorher.erfasstAm });
      geaendert.add(id);
      historie.push(historieZeile(e, id, event, state));
    }
    const neu = [...geaendert].map((id) => ({ id, ...held.get(id)! }));
    if (neu.length === 0) return;
    await upsert(trx, n, neu);
    await trx(n.beleg_position)
      .whereIn('beleg_id', [...geaendert])
      .delete();
    await trx(n.beleg_zuordnung)
      .whereIn('beleg_id', [...geaendert])
      .delete();
    const positionen = neu.flatMap(({ id, state }) =>
      (state.felder?.positionen ?? []).map((p, nr) => ({
        beleg_id: id,
        nr,
        abfallschluessel: p.abfallschluessel,
        bezeichnung: p.bezeichnung,
        menge: mengeAlsZahl(p.menge),
        einheit: p.einheit,
        entsorgungsverfahren: p.entsorgungsverfahren,
        verbleibsanlage_id: p.verbleibsanlageId,
      })),
    );
    await zeilenEinfuegen(trx, n.beleg_position, positionen);
    const zuordnungen = neu.flatMap(({ id, state }) =>
      state.auftraege.map((o) => ({ beleg_id: id, auftrag_id: o.id, vorgangsnummer: o.vorgangsnummer })),
    );
    await zeilenEinfuegen(trx, n.beleg_zuordnung, zuordnungen);
    await trx.raw(
      `INSERT INTO ${ident(n.beleg_historie)} (event_id, beleg_id, stream_revision, zeitpunkt, ereignis, akteur_id, akteur_name,
         handelt_als_id, handelt_als_name, beschreibung, status)
       SELECT x.event_id, x.beleg_id, x.stream_revision, x.zeitpunkt, x.ereignis, x.akteur_id, coalesce(${NAME_VON('akteur_id')}, 'System'),
         x.handelt_als_id, ${NAME_VON('handelt_als_id')}, x.beschreibung, x.status
       FROM json_to_recordset(?::json) AS x(event_id uuid, beleg_id uuid, stream_revision integer, zeitpunkt timestamptz, ereignis text,
         akteur_id text, handelt_als_id text, beschreibung text, status text)
       ON CONFLICT (event_id) DO NOTHING`,
      [JSON.stringify(historie)],
    );
  },
};

const historieZeile = (e: StoredEvent, id: string, event: BelegEvent, state: BelegState): Historie => ({
  event_id: e.id,
  beleg_id: id,
  stream_revision: e.streamRevision,
  zeitpunkt: e.metadata.occurredAt,
  ereignis: e.type,
  akteur_id: e.metadata.actorId,
  handelt_als_id: e.metadata.actingAsId,
  beschreibung: beschreibeBelegEreignis(event, state),
  status: state.status as BelegStatus,
});

const upsert = async (
  trx: Knex.Transaction,
  n: TableNames<BelegTabelle>,
  neu: { id: string; state: BelegState; version: number; erfasstAm: string }[],
): Promise<void> => {
  const zeilen = neu.map(({ id, state, version, erfasstAm }) => {
    const f = state.felder!;
    const vorgangsnummern = state.auftraege.map((o) => o.vorgangsnummer);
    return {
      id,
      typ: f.typ,
      status: state.status,
      herkunft: state.herkunft,
      quelle: state.quelle,
      name: f.name,
      nummer: f.nummer,
      datum: f.datum,
      summe: f.summe,
      erzeuger_id: state.erzeugerId,
      entsorger_id: state.entsorgerId,
      anfallstelle_id: f.anfallstelleId,
      empfaenger: f.empfaenger,
      absender: f.absender,
      leistung_von: f.leistungVon,
      leistung_bis: f.leistungBis,
      bestell_referenz: f.bestellReferenz,
      storniert_beleg_id: f.storniertBelegId,
      datei_id: state.datei?.id ?? null,
      datei_name: state.datei?.name ?? null,
      datei_typ: state.datei?.typ ?? null,
      fehler_begruendung: state.fehlerBegruendung,
      vorgangsnummern,
      zustand: JSON.stringify(state),
      version,
      erfasst_am: erfasstAm,
      suchtext: [
        f.name,
        f.nummer,
        f.empfaenger,
        f.absender,
        f.bestellReferenz,
        ...vorgangsnummern,
        ...f.positionen.map((p) => p.abfallschluessel),
      ]
        .filter(Boolean)
        .join(' ')
        .toLowerCase(),
    };
  });
  await zeilenEinfuegen(trx, n.beleg_uebersicht, zeilen, 'id');
};
