import type { Db } from '../platform/db';
import type { EventStore } from './eventStore';
import { createKurrentEventStore } from './kurrentEventStore';
import { createPostgresEventStore } from './postgresEventStore';

/** DESIGN § 2: KurrentDB when deployed with EVENTSTORE_URL, else the tables in our PostgreSQL. */
export const createEventStore = (config: { eventstoreUrl?: string; db: Db }): EventStore =>
  config.eventstoreUrl ? createKurrentEventStore(config.eventstoreUrl) : createPostgresEventStore(config.db);
