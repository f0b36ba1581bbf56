import { createEventStore } from '@abfallportal/backend/eventstore/createEventStore';
import { loadConfig } from '@abfallportal/backend/platform/config';
import { connectCliDatabase } from './cliDatabase';
import { skipStalledEvent } from './runtime/skipEvent';

/**
 * `make skip P=<projection> POS=<position> GRUND="…"`: moves a stalled projection past the one event
 * /health names (`projections[].stalled.position`) and records it in `projection_skip`
 * (docs/operations.md § 5). Exit codes: 0 skipped, 1 failed, 2 refused or wrong arguments.
 */
const main = async (): Promise<number> => {
  const [name, position, grund] = process.argv.slice(2);
  if (!name || !position || !grund?.trim()) {
    process.stderr.write('Aufruf: make skip P=<projektion> POS=<position> GRUND="<warum>"\n');
    return 2;
  }
  const config = loadConfig();
  const database = await connectCliDatabase(config, (line) => process.stderr.write(`${line}\n`));
  const eventStore = createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, db: database.db });
  try {
    const result = await skipStalledEvent(database.db, eventStore, name, position, grund.trim());
    if (result.type === 'refused') {
      process.stderr.write(`${result.message}\n`);
      return 2;
    }
    process.stdout.write(`${name}: Ereignis ${result.eventType} (${result.eventId}, Strom ${result.stream}) übersprungen.\n`);
    return 0;
  } finally {
    await eventStore.close();
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Überspringen fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
