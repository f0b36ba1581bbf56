import type { Knex } from 'knex';
import type { StoredEvent } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';

/** Logical table name → physical table name; a rebuild maps them to fresh versioned tables. */
export type TableNames<T extends string = string> = Readonly<Record<T, string>>;

/**
 * A read model fed by the projector (DESIGN § 5). Method syntax on purpose: it keeps the
 * parameter bivariant, so a `Projection<'audit_ereignis'>` fits into a `Projection[]`.
 */
export type Projection<T extends string = string> = {
  /** Unique, stable; the checkpoint row and the lease are keyed by it. */
  readonly name: string;
  /** Raise it when the tables or the handler change meaning; the projector then rebuilds. */
  readonly version: number;
  /**
   * The event types `handle` acts on. The projector's one reader hands the projection only events
   * of these types, and none at all for a batch without one: its checkpoint then trails in memory
   * and is moved in bulk (no statement per batch). Leave it out to receive every event (audit).
   */
  readonly eventTypes?: readonly string[];
  /**
   * Optional, finer than `eventTypes`: whether `handle` acts on this event at all (a mail reactor's
   * condition on the event's data). A batch without such an event costs the projection no statement.
   */
  relevant?(event: StoredEvent): boolean;
  /** Logical names of every table the projection owns. */
  readonly tables: readonly T[];
  /** Creates the tables under their physical names; index names must start with the physical table name. */
  createTables(trx: Knex.Transaction, names: TableNames<T>): Promise<void>;
  /**
   * Secondary indexes (optional), one statement each. A rebuild builds them after the bulk load,
   * several at a time: maintaining them row by row during the load costs more than building them
   * once. Keep in createTables what the load itself needs: primary keys for upserts and
   * read-backs, and for ON CONFLICT in `handle` when there is no rebuild session (with a session,
   * a rebuild calls `handle` only for the swap's catch-up, after the indexes are built).
   */
  indexes?(names: TableNames<T>): IndexDefinition<T>[];
  /** Applies one batch with set-based statements (one per batch, not per event); must be idempotent. */
  handle(trx: Knex.Transaction, events: StoredEvent[], names: TableNames<T>): Promise<void>;
  /**
   * Optional: how a rebuild feeds its fresh tables, which nobody else reads or writes until the
   * swap. The session may hold state in memory from batch to batch; `finish` writes what it still
   * holds, before the indexes are built. Without it a rebuild calls `handle` per batch.
   * `db` lets the session write on a connection of its own beside the batch's transaction (the
   * tables are private, so a write may trail the batch as long as `finish` waits for it).
   */
  startRebuild?(names: TableNames<T>, options: RebuildSessionOptions): RebuildSession<T>;
};

/** One CREATE INDEX (or ADD CONSTRAINT) statement and the table it belongs to. */
export type IndexDefinition<T extends string = string> = { table: T; sql: string };

export type RebuildSessionOptions = { db: Db; maxHeld?: number };

export type RebuildSession<T extends string = string> = {
  handle(trx: Knex.Transaction, events: StoredEvent[]): Promise<void>;
  /**
   * Optional: waits for writes still under way after the last batch and names the tables that
   * hold all their rows now; the rebuild builds their indexes while `finish` writes the rest.
   * `finish` may still update a few rows of them: it then waits for the index build's lock.
   */
  flush?(): Promise<readonly T[]>;
  finish(trx: Knex.Transaction): Promise<void>;
};

export type ProjectorLog = (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;

export const silentLog: ProjectorLog = () => undefined;

export const liveTableNames = <T extends string>(projection: Projection<T>): TableNames<T> =>
  Object.fromEntries(projection.tables.map((t): [T, string] => [t, t])) as Record<T, string>;

export const suffixedTableNames = <T extends string>(projection: Projection<T>, suffix: string): TableNames<T> =>
  Object.fromEntries(projection.tables.map((t) => [t, `${t}${suffix}`])) as Record<T, string>;

/** Double-quotes an identifier; table names come from code, this only guards odd characters. */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** For projections whose table names are computed (T = string), where the type cannot vouch for the key. */
export const physicalName = (names: TableNames, logical: string): string => {
  const name = names[logical];
  if (name === undefined) throw new Error(`Tabelle ${logical} gehört nicht zur Projektion`);
  return name;
};
