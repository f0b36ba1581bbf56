import type { Response } from 'express';

export const POSITION_HEADER = 'X-Event-Position';

/**
 * Read-your-writes (DESIGN § 5): resolves true once the named projections have passed the position,
 * false when the bounded wait ran out. The composition root wires it to the projector runtime, so the
 * platform does not depend on it.
 */
export type ReadYourWrites = (position: string, projections: readonly string[], timeoutMs?: number) => Promise<boolean>;

/**
 * Answers a command after the projections that serve the next screen have passed the position it
 * wrote, waiting at most `timeoutMs`. The answer carries the position, so a client can ask again
 * later when the wait ran out.
 */
export const respondAfterCommand = async (
  readYourWrites: ReadYourWrites,
  res: Response,
  befehl: { position: string | null; projektionen: readonly string[]; status?: number; body?: Record<string, unknown>; timeoutMs?: number },
): Promise<void> => {
  const aktuell = befehl.position === null ? true : await readYourWrites(befehl.position, befehl.projektionen, befehl.timeoutMs);
  if (befehl.position !== null) res.set(POSITION_HEADER, befehl.position);
  res.status(befehl.status ?? 200).json({ ...befehl.body, position: befehl.position, projektionenAktuell: aktuell });
};
