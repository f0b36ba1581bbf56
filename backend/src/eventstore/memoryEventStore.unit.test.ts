import { createMemoryEventStore } from './memoryEventStore';
import { runEventStoreContract } from './eventStoreContract';

runEventStoreContract('In-memory event store', async () => ({ store: createMemoryEventStore({ pollIntervalMs: 5 }) }));
