import type { Knex } from 'knex';
import type { StoredEvent } from '../../../backend/src/eventstore/eventStore';

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
  /** Logical names of every table the projection owns. */
  readonly tables: readonly T[];
  /** Creates the tables under their physical names; index names must start with the physical table name. */
  createTables(trx: Knex.Transaction, names: TableNames<T>): Promise<void>;
  /**
   * Secondary indexes (optional). A rebuild creates them after the bulk load, just before the swap:
   * maintaining them row by row during the load costs more than building them once. Keep in
   * createTables what the handler itself needs (primary keys for upserts and ON CONFLICT).
   */
  createIndexes?(trx: Knex.Transaction, names: TableNames<T>): Promise<void>;
  /** Applies one batch with set-based statements (one per batch, not per event); must be idempotent. */
  handle(trx: Knex.Transaction, events: StoredEvent[], names: TableNames<T>): Promise<void>;
  /**
   * Optional: how a rebuild feeds its fresh tables, which nobody else reads or writes until the
   * swap. The session may hold state in memory from batch to batch; `finish` writes what it still
   * holds, before the indexes are built. Without it a rebuild calls `handle` per batch.
   */
  startRebuild?(names: TableNames<T>, options?: { maxHeld?: number }): RebuildSession;
};

export type RebuildSession = {
  handle(trx: Knex.Transaction, events: StoredEvent[]): Promise<void>;
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
