/**
 * Lag of one projection, as /health shows it (DESIGN § 5). Defined here, below both the projector
 * runtime that measures it and the HTTP edge that shows it.
 */
export type ProjectionLag = {
  name: string;
  checkpoint: string | null;
  eventsBehind: number;
  /** Age of the oldest event not yet projected; 0 when caught up. */
  secondsBehind: number;
  updatedAt: string | null;
};
