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
  /** Set while the projection cannot get past an event (issue 17); null while it runs. */
  stalled: ProjectionStall | null;
};

/** A projection that keeps failing on the same place: it retries with backoff until fixed or skipped. */
export type ProjectionStall = {
  /** Position of the event it cannot apply; null until the failing batch was narrowed down to one event. */
  position: string | null;
  error: string;
  since: string;
  attempts: number;
};
