import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import type { ProjectionLag } from '@abfallportal/backend/platform/projectionLag';
import { readCheckpoints } from './checkpoints';

export type { ProjectionLag };

/**
 * Lag per projection for /health and metrics (DESIGN § 5). Reads only the checkpoint table and
 * the event store, so it answers the same with or without a projector in this process.
 */
export const projectionLag = async (
  db: Db,
  eventStore: Pick<EventStore, 'estimateCountAfter' | 'readAll'>,
  projections: readonly { name: string }[],
  now: () => Date = () => new Date(),
): Promise<ProjectionLag[]> => {
  const rows = await readCheckpoints(
    db,
    projections.map((p) => p.name),
  );
  return Promise.all(
    projections.map(async ({ name }): Promise<ProjectionLag> => {
      const row = rows.get(name);
      const checkpoint = row?.position ?? null;
      // From positions, not count(*): /health stays fast however far a projection is behind. The
      // oldest unprojected event is read alongside; one index probe, wasted only when caught up.
      const [eventsBehind, { events }] = await Promise.all([
        eventStore.estimateCountAfter(checkpoint),
        eventStore.readAll({ from: checkpoint, limit: 1 }),
      ]);
      const oldest = eventsBehind > 0 ? events[0] : undefined;
      const secondsBehind = oldest ? Math.max(0, (now().getTime() - new Date(oldest.recordedAt).getTime()) / 1000) : 0;
      return { name, checkpoint, eventsBehind, secondsBehind, updatedAt: row?.updatedAt ?? null, stalled: row?.stalled ?? null };
    }),
  );
};
