import { Router } from 'express';
import type { Db } from '../platform/db';
import type { ProjectionLag } from '../platform/projectionLag';
import type { EventStore } from '../eventstore/eventStore';
import { oldestTransaction, type OffeneTransaktion } from './oldestTransaction';

export type HealthDeps = {
  db: Db;
  eventStore: EventStore;
  lag: () => Promise<ProjectionLag[]>;
  /**
   * From this age on, an open transaction makes the answer `degraded`. Longer than any normal
   * command or projector batch takes; idle_in_transaction_session_timeout ends idle transactions
   * only, a busy one can still grow old. Default 10 s.
   */
  transactionDegradedSeconds?: number;
};

const mitFrist = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`keine Antwort in ${ms} ms`)), ms).unref())]);

/**
 * GET /health: database, event store, projection lag and the oldest open transaction; 503 when
 * database or event store is down, `degraded` (still 200) while a transaction older than the
 * threshold stalls every event-store reader, or while a projection is stalled on an event it cannot apply.
 */
export const createHealthRouter = (deps: HealthDeps): Router => {
  const router = Router();
  router.get('/health', async (_req, res) => {
    // Side by side, not one after the other: /health stays within a few round trips (issue 7: < 20 ms).
    const [database, eventStore] = await Promise.all([
      mitFrist(deps.db.raw('SELECT 1'), 2000).then(
        () => ({ status: 'up' as const }),
        (err: Error) => ({ status: 'down' as const, error: err.message }),
      ),
      mitFrist(deps.eventStore.ping(), 2000).then(
        (ok) => (ok ? { status: 'up' as const } : { status: 'down' as const, error: 'keine Antwort' }),
        (err: Error) => ({ status: 'down' as const, error: err.message }),
      ),
    ]);
    const up = database.status === 'up' && eventStore.status === 'up';
    const [projections, transaction] = up
      ? await Promise.all([
          mitFrist(deps.lag(), 3000).catch(() => []),
          mitFrist(oldestTransaction(deps.db), 2000).catch((): OffeneTransaktion | null => null),
        ])
      : [[], null];
    const stalled = transaction !== null && transaction.seconds >= (deps.transactionDegradedSeconds ?? 10);
    // A projection that cannot apply an event shows it in its entry (`stalled`): position, error, since, attempts.
    const projectionStalled = projections.some((p) => p.stalled);
    const status = !up ? 'down' : stalled || projectionStalled ? 'degraded' : 'up';
    res.status(up ? 200 : 503).json({ status, database, eventStore, projections, oldestTransaction: transaction });
  });
  return router;
};
