import type { Response } from 'express';
import { waitForProjections } from '../../../../projections/src/runtime/waitForProjections';
import type { AppDeps } from '../../appDeps';

export const POSITION_HEADER = 'X-Event-Position';

/**
 * Answers a command after the projections that serve the next screen have passed the position it
 * wrote (read-your-writes, DESIGN § 5), waiting at most `timeoutMs`. The answer carries the
 * position, so a client can ask again later when the wait ran out.
 */
export const antworteNachBefehl = async (
  deps: Pick<AppDeps, 'db' | 'eventStore'>,
  res: Response,
  befehl: { position: string; projektionen: readonly string[]; status?: number; body?: Record<string, unknown>; timeoutMs?: number },
): Promise<void> => {
  const aktuell = await waitForProjections({
    db: deps.db,
    eventStore: deps.eventStore,
    position: befehl.position,
    projections: befehl.projektionen,
    timeoutMs: befehl.timeoutMs,
  });
  res
    .status(befehl.status ?? 200)
    .set(POSITION_HEADER, befehl.position)
    .json({ ...befehl.body, position: befehl.position, projektionenAktuell: aktuell });
};
