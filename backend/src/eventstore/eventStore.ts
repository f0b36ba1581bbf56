import type { Knex } from 'knex';

/**
 * The event-store port (DESIGN § 4). Adapters: in-memory (unit tests), PostgreSQL (default),
 * KurrentDB (deployment). All three pass the same contract suite (eventStoreContract.ts).
 */
export type EventMetadata = {
  /** The user who acted. */
  actorId: string | null;
  /** The real user when acting as somebody else (isAlias), else null. */
  actingAsId: string | null;
  tenantId: string | null;
  /** The command (a uuid) that caused the event; a command repeated with the same id appends nothing new. */
  commandId?: string;
  correlationId: string;
  causationId: string | null;
  /** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString() writes it. */
  occurredAt: string;
  schemaVersion: number;
};

/** An event as a command handler produces it. */
export type NewEvent = {
  /** Unique event id (uuid). Appending the same id twice stores it once. */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
};

/** An event as it is stored. */
export type StoredEvent = NewEvent & {
  streamId: string;
  /** 0-based revision within its stream. */
  streamRevision: number;
  /** Opaque, comparable only by the adapter that made it. */
  position: string;
  recordedAt: string;
};

/**
 * 'no_stream': the stream must not exist; 'any': no check; a number: the stream's current
 * revision must be exactly this (0-based revision of its last event).
 */
export type ExpectedRevision = 'no_stream' | 'any' | number;

export type AppendResult = {
  /** Revision of the last event written (or already present) in the stream. */
  nextExpectedRevision: number;
  /** Checkpoint position of the last event written, for read-your-writes. */
  position: string;
};

export type ReadAllResult = {
  events: StoredEvent[];
  /** Checkpoint to continue from; equals `from` when nothing new was visible. */
  checkpoint: string;
};

export type EventStore = {
  appendToStream(stream: string, events: NewEvent[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /**
   * Only where the events live in the relational database (PostgreSQL): appends, then runs `also`
   * in the same transaction; when `also` throws, nothing is appended and the error passes on.
   * Adapters that cannot share a transaction with it (KurrentDB, in-memory) leave it out; callers
   * then need a compensating step (docs/decisions.md, orders: token links).
   */
  appendTogether?(
    stream: string,
    events: NewEvent[],
    options: { expectedRevision: ExpectedRevision },
    also: (trx: Knex.Transaction) => Promise<void>,
  ): Promise<AppendResult>;
  readStream(stream: string): Promise<StoredEvent[]>;
  /** Events after `from` (null = from the start), in a stable order, each exactly once. */
  readAll(options: { from: string | null; limit: number }): Promise<ReadAllResult>;
  /** Calls `handler` with batches after `from` until the returned function is called. */
  subscribe(
    options: { from: string | null; batchSize?: number },
    handler: (events: StoredEvent[], checkpoint: string) => Promise<void>,
  ): () => Promise<void>;
  /**
   * Optional: calls `listener` with the position of each append's last event soon after it commits,
   * in any process (PostgreSQL: LISTEN/NOTIFY; in-memory: at once). Best effort — a reader that
   * uses it still polls slowly for safety. Without a position: appends may have been missed (the
   * connection was lost and is back). Adapters without it (KurrentDB) leave readers to poll.
   */
  watchAppends?(listener: (position?: string) => void): Promise<() => Promise<void>>;
  /** Position of the newest event a reader could see now (null when the store is empty); for lag. */
  headPosition(): Promise<string | null>;
  /** Orders two positions of this adapter: negative, zero or positive like a sort comparator. */
  comparePositions(a: string, b: string): number;
  /** How many visible events lie after `from` (null = all), counted exactly; for rebuild progress and tests. */
  countAfter(from: string | null): Promise<number>;
  /**
   * About how many visible events lie after `from` (null = all), for lag on /health: from
   * positions where the adapter has numbered ones, so its cost does not grow with the lag. Zero
   * exactly when nothing visible lies after `from`. PostgreSQL: the difference of global
   * positions, which also counts numbers of failed appends. KurrentDB counts (its positions are
   * byte offsets).
   */
  estimateCountAfter(from: string | null): Promise<number>;
  /** Whether the store answers; for /health. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

/** The expected revision did not match; nothing was written. Maps to HTTP 409. */
export class WrongExpectedRevisionError extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: number | 'no_stream',
  ) {
    super(`Stream ${stream}: erwartet ${String(expected)}, tatsächlich ${String(actual)}`);
    this.name = 'WrongExpectedRevisionError';
  }
}
