import type { Knex } from 'knex';
import type { EventStore, ReadAllResult } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { CHECKPOINT_TABLE, lockCheckpoint } from './checkpoints';
import { createLeaseHolder, REBUILD_LEASE } from './lease';
import {
  ident,
  silentLog,
  suffixedTableNames,
  type IndexDefinition,
  type Projection,
  type ProjectorLog,
  type RebuildSession,
  type TableNames,
} from './projection';
import { dropLeftoverTables, oldSuffix, rebuildSuffix, renameTableWithIndexes, tableExists } from './tableSwap';

export type RebuildProgress = { name: string; processed: number; total: number };

export type RebuildReport = { name: string; events: number; seconds: number; eventsPerSecond: number; position: string | null };

export type RebuildOptions = {
  db: Db;
  eventStore: EventStore;
  projection: Projection;
  batchSize?: number;
  onProgress?: (progress: RebuildProgress) => void;
  /** Passed to the projection's rebuild session: how much it may hold in memory (tests make it small). */
  maxHeld?: number;
  log?: ProjectorLog;
};

/** The idle limit inside a rebuild batch's transaction (DESIGN: 5 s elsewhere). */
const REBUILD_LEERLAUF = '60s';

/**
 * Rebuild without downtime (DESIGN § 5). Builds into fresh `<table>__rb<stamp>` tables, one
 * committed transaction per batch (a long transaction would stall every event-store reader), while
 * the live tables keep serving and the live projector keeps feeding them. Then one swap
 * transaction: lock the checkpoint row (the live projector takes the same lock for each batch, so
 * it waits), project the last few events, rename old away and new into place, set the checkpoint.
 * The live projector's next batch finds the checkpoint moved and continues from the new one.
 * Two rebuilds of one projection exclude each other through an advisory lease.
 */
export const rebuildProjection = async (options: RebuildOptions): Promise<RebuildReport> => {
  const { db, projection } = options;
  const log = options.log ?? silentLog;
  const lease = await createLeaseHolder(db, REBUILD_LEASE);
  try {
    if (!(await lease.tryAcquire(projection.name))) {
      throw new Error(`Projektion ${projection.name} wird bereits in einem anderen Prozess neu aufgebaut`);
    }
    const leftovers = await dropLeftoverTables(db, projection);
    if (leftovers.length > 0) log('warn', `${projection.name}: Reste eines abgebrochenen Neuaufbaus entfernt: ${leftovers.join(', ')}`);
    return await build(options, log);
  } finally {
    await lease.close();
  }
};

const build = async (options: RebuildOptions, log: ProjectorLog): Promise<RebuildReport> => {
  const { db, eventStore, projection } = options;
  const batchSize = options.batchSize ?? 5000;
  const started = process.hrtime.bigint();
  const suffix = rebuildSuffix();
  const names = suffixedTableNames(projection, suffix);
  await db.transaction((trx) => projection.createTables(trx, names));
  const total = await eventStore.countAfter(null);
  let processed = 0;
  let position: string | null = null;
  const progress = (): void => options.onProgress?.({ name: projection.name, processed, total: Math.max(total, processed) });
  progress();

  // Read the next batch while the current one is written: reading and writing overlap.
  const read = (from: string | null): Promise<ReadAllResult> => {
    const pending = eventStore.readAll({ from, limit: batchSize });
    pending.catch(() => undefined); // awaited below; this only keeps an early failure from being "unhandled"
    return pending;
  };
  const session = projection.startRebuild?.(names, { db, maxHeld: options.maxHeld });
  let next = read(null);
  for (;;) {
    const { events, checkpoint } = await next;
    if (events.length === 0) break;
    next = read(checkpoint);
    await db.transaction(async (trx) => {
      // The batch writes only the new tables and no one waits on it; on a loaded machine Node's work between two
      // statements of a 5,000-event batch can pass the 5 s idle limit meant for forgotten transactions.
      await trx.raw(`SET LOCAL idle_in_transaction_session_timeout = '${REBUILD_LEERLAUF}'`);
      await (session ? session.handle(trx, events) : projection.handle(trx, events, names));
    });
    processed += events.length;
    position = checkpoint;
    progress();
    // A short batch means we reached the head; the swap takes the rest under the lock.
    if (events.length < batchSize) {
      await next.catch(() => undefined);
      break;
    }
  }

  await indexeBauen(db, projection, names, session);

  const old = oldSuffix();
  const tail = await tauschen(options, names, { suffix, old, position, processed, batchSize });
  position = tail.position;
  processed += tail.events;
  progress();
  // After the swap nobody reads the old tables; dropping them outside keeps the swap short.
  for (const table of projection.tables) await db.raw(`DROP TABLE IF EXISTS ${ident(`${table}${old}`)}`);

  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const report = {
    name: projection.name,
    events: processed,
    seconds,
    eventsPerSecond: seconds > 0 ? processed / seconds : processed,
    position,
  };
  log('info', `${projection.name}: neu aufgebaut, ${processed} Ereignisse in ${seconds.toFixed(1)} s`);
  return report;
};

/**
 * Indexes once over the loaded tables, outside the swap's lock (the swap catches up the few events
 * since), several at a time; a table's indexes start as soon as the session says it is complete.
 */
const indexeBauen = async (
  db: RebuildOptions['db'],
  projection: RebuildOptions['projection'],
  names: TableNames,
  session: RebuildSession | undefined,
): Promise<void> => {
  const indexes = projection.indexes?.(names) ?? [];
  const builder = startIndexBuilds(db, INDEX_BUILDS_AT_ONCE);
  try {
    if (session) {
      const complete = new Set<string>((await session.flush?.()) ?? []);
      builder.add(indexes.filter((index) => complete.has(index.table)));
      await db.transaction((trx) => session.finish(trx));
      builder.add(indexes.filter((index) => !complete.has(index.table)));
    } else {
      builder.add(indexes);
    }
  } catch (error: unknown) {
    await builder.done().catch(() => undefined); // no build may outlive the rebuild
    throw error;
  }
  await builder.done();
};

/** Catches up under the checkpoint's lock and swaps the fresh tables in, in one transaction. */
const tauschen = async (
  options: RebuildOptions,
  names: TableNames,
  stand: { suffix: string; old: string; position: string | null; processed: number; batchSize: number },
): Promise<{ position: string | null; events: number }> => {
  const { db, eventStore, projection } = options;
  return db.transaction(async (trx) => {
    await trx(CHECKPOINT_TABLE)
      .insert({ name: projection.name, version: projection.version, position: null, events_processed: 0 })
      .onConflict('name')
      .ignore();
    await lockCheckpoint(trx, projection.name);
    const tail = await catchUp(trx, eventStore, projection, names, stand.position, stand.batchSize);
    for (const table of projection.tables) {
      if (await tableExists(trx, table)) await renameTableWithIndexes(trx, table, `${table}${stand.old}`);
      await renameTableWithIndexes(trx, `${table}${stand.suffix}`, table);
    }
    await trx(CHECKPOINT_TABLE)
      .where({ name: projection.name })
      .update({
        position: tail.position,
        version: projection.version,
        events_processed: stand.processed + tail.events,
        updated_at: trx.fn.now(),
        rebuilt_at: trx.fn.now(),
      });
    return { position: tail.position, events: tail.events };
  });
};

/**
 * Index builds are CPU-bound in PostgreSQL (one process each before PostgreSQL 18): two at a time
 * use both cores of the machine we size for, one long build (the trigram index) beside the rest.
 */
const INDEX_BUILDS_AT_ONCE = 2;

/** Runs index statements, each in its own transaction, at most `atOnce` at a time, in the order added. */
const startIndexBuilds = (db: Db, atOnce: number) => {
  const queue: IndexDefinition[] = [];
  const running = new Set<Promise<void>>();
  let failure: unknown = null;
  const next = (): void => {
    while (running.size < atOnce && queue.length > 0 && failure === null) {
      const index = queue.shift()!;
      const build: Promise<void> = db
        .raw(index.sql)
        .then(
          () => undefined,
          (error: unknown) => {
            failure ??= error;
          },
        )
        .finally(() => {
          running.delete(build);
          next();
        });
      running.add(build);
    }
  };
  return {
    add: (indexes: IndexDefinition[]): void => {
      queue.push(...indexes);
      next();
    },
    /** Waits for every build under way and queued; throws the first failure. */
    done: async (): Promise<void> => {
      while (running.size > 0) await Promise.all(running);
      if (failure !== null) throw failure;
    },
  };
};

/** Projects what arrived since `from` inside the swap transaction; only a few events at this point. */
const catchUp = async (
  trx: Knex.Transaction,
  eventStore: EventStore,
  projection: Projection,
  names: TableNames,
  from: string | null,
  batchSize: number,
): Promise<{ position: string | null; events: number }> => {
  let position = from;
  let count = 0;
  for (;;) {
    const { events, checkpoint } = await eventStore.readAll({ from: position, limit: batchSize });
    if (events.length === 0) return { position, events: count };
    await projection.handle(trx, events, names);
    position = checkpoint;
    count += events.length;
  }
};
