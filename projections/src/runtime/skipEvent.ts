import type { EventStore } from '@abfallportal/backend/eventstore/eventStore';
import type { Db } from '@abfallportal/backend/platform/db';
import { CHECKPOINT_TABLE, lockCheckpoint } from './checkpoints';

export type SkipResult = { type: 'skipped'; eventId: string; eventType: string; stream: string } | { type: 'refused'; message: string };

/**
 * The operator's way past an event a projection cannot apply (docs/operations.md § 5): moves the
 * checkpoint over exactly that one event and records what was skipped, why and when in
 * `projection_skip`. Only the event the projection reports itself stalled on can be skipped, so a
 * typo cannot jump over healthy events. The read model then lacks that event's change: fix the
 * cause and rebuild (`make replay P=…`) to have it, or correct the data with a new command.
 */
export async function skipStalledEvent(
  db: Db,
  eventStore: EventStore,
  name: string,
  position: string,
  reason: string,
): Promise<SkipResult> {
  return db.transaction(async (trx): Promise<SkipResult> => {
    const row = await lockCheckpoint(trx, name);
    if (!row) return { type: 'refused', message: `Die Projektion ${name} gibt es nicht.` };
    if (!row.stalled) return { type: 'refused', message: `Die Projektion ${name} steht nicht.` };
    if (row.stalled.position !== position) {
      return {
        type: 'refused',
        message: `Die Projektion ${name} steht bei ${row.stalled.position ?? 'einem noch nicht eingegrenzten Ereignis'}, nicht bei ${position}.`,
      };
    }
    const { events, checkpoint } = await eventStore.readAll({ from: row.position, limit: 1 });
    const event = events[0];
    if (!event || event.position !== position)
      return { type: 'refused', message: `Das nächste Ereignis von ${name} ist nicht ${position}.` };
    await trx('projection_skip').insert({
      projection: name,
      position,
      event_id: event.id,
      event_type: event.type,
      stream: event.streamId,
      error: row.stalled.error,
      reason,
    });
    await trx(CHECKPOINT_TABLE)
      .where({ name })
      .update({
        position: checkpoint,
        events_processed: trx.raw('events_processed + 1'),
        updated_at: trx.fn.now(),
        stalled_since: null,
        stalled_attempts: 0,
        stalled_error: null,
        stalled_position: null,
      });
    return { type: 'skipped', eventId: event.id, eventType: event.type, stream: event.streamId };
  });
}
