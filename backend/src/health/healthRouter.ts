import { Router } from 'express';
import type { Db } from '../platform/db';
import type { EventStore } from '../eventstore/eventStore';

export type ProjektionsLag = { name: string; eventsBehind: number; secondsBehind: number; checkpoint: string | null };

export type HealthDeps = { db: Db; eventStore: EventStore; lag: () => Promise<ProjektionsLag[]> };

const mitFrist = <T>(p: Promise<T>, ms: number): Promise<T> =>
  Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`keine Antwort in ${ms} ms`)), ms).unref())]);

/** GET /health: database, event store and projection lag; 503 when database or event store is down. */
export const createHealthRouter = (deps: HealthDeps): Router => {
  const router = Router();
  router.get('/health', async (_req, res) => {
    const database = await mitFrist(deps.db.raw('SELECT 1'), 2000).then(
      () => ({ status: 'up' as const }),
      (err: Error) => ({ status: 'down' as const, error: err.message }),
    );
    const eventStore = await mitFrist(deps.eventStore.ping(), 2000).then(
      (ok) => (ok ? { status: 'up' as const } : { status: 'down' as const, error: 'keine Antwort' }),
      (err: Error) => ({ status: 'down' as const, error: err.message }),
    );
    const projections = database.status === 'up' && eventStore.status === 'up' ? await mitFrist(deps.lag(), 3000).catch(() => []) : [];
    const up = database.status === 'up' && eventStore.status === 'up';
    res.status(up ? 200 : 503).json({ status: up ? 'up' : 'down', database, eventStore, projections });
  });
  return router;
};
