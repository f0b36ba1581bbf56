import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { FileStore } from './platform/files/fileStore';
import type { Logger } from './platform/logger';
import type { EventStore } from './eventstore/eventStore';

/** What the HTTP routers receive; nothing is imported as a singleton (CONVENTIONS, lesson 4). */
export type AppDeps = {
  config: Config;
  db: Db;
  log: Logger;
  files: FileStore;
  eventStore: EventStore;
  jetzt: () => Date;
  /** How the login slow-down waits; tests pass a recorder instead of real sleeping. */
  schlafen?: (ms: number) => Promise<void>;
};
