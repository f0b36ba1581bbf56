import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { FileStore } from './platform/files/fileStore';
import type { Geocode } from './platform/geocoding/geocoder';
import type { JobSender } from './platform/jobs/jobSender';
import type { ReadYourWrites } from './platform/http/befehlsAntwort';
import type { LoadUserInfo } from './platform/http/requireBenutzer';
import type { Logger } from './platform/logger';
import type { ProjectionLag } from './platform/projectionLag';
import type { EventStore } from './eventstore/eventStore';

/**
 * What the HTTP routers receive; nothing is imported as a singleton (CONVENTIONS, lesson 4). The
 * composition root (main.ts, testing/testApp.ts) wires the projector runtime in through
 * `readYourWrites` and `projectionLag`, so features and platform never import it.
 */
export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  files: FileStore;
  eventStore: EventStore;
  jetzt: () => Date;
  /** Fresh ids for new aggregates and tokens. */
  neueId: () => string;
  loadUserInfo: LoadUserInfo;
  /** Sites' addresses to coordinates (GEOCODER_URL/GEOCODER_TOKEN); never throws. */
  geocode: Geocode;
  readYourWrites: ReadYourWrites;
  projectionLag: () => Promise<ProjectionLag[]>;
  /**
   * Hands work to the background workers (pg-boss). Absent where no job queue runs (most tests):
   * work then waits in its table for the per-minute sweep of a worker.
   */
  jobs?: JobSender;
  /** Total deadline of an upload (default 60 s, spec § 9); tests shorten it. */
  uploadFristMs?: number;
  /** How the login slow-down waits; tests pass a recorder instead of real sleeping. */
  schlafen?: (ms: number) => Promise<void>;
};
