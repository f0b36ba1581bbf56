import { createTestDatabase, type TestDatabase } from '../../platform/testing/testDatabase';
import type { EventStore } from '../eventStore';
import { createPostgresEventStore } from '../postgresEventStore';

export type TestEventStore = TestDatabase & { eventStore: EventStore };

/**
 * A fresh test database with the PostgreSQL event store on it. `drop` closes the store first, then
 * drops the database (the other order would leave the store's reader on a vanished database).
 */
export async function createTestEventStore(): Promise<TestEventStore> {
  const t = await createTestDatabase();
  const eventStore = createPostgresEventStore(t.db);
  return {
    ...t,
    eventStore,
    drop: async () => {
      await eventStore.close();
      await t.drop();
    },
  };
}
