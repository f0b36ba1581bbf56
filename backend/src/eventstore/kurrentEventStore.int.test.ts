import fs from 'node:fs';
import { runEventStoreContract } from './eventStoreContract';
import { createKurrentEventStore } from './kurrentEventStore';

/**
 * Runs the contract against a KurrentDB / EventStoreDB 22.10+ at EVENTSTORE_URL, e.g.
 * `kurrentdb://localhost:2113?tls=false`. Without it the suite is reported as skipped with the
 * reason in its name, never passed silently. Testcontainers is not a dependency yet, so a Docker
 * socket alone is named in the reason but does not start a server.
 */
const url = process.env.EVENTSTORE_URL;
const dockerHint = fs.existsSync('/var/run/docker.sock') ? 'Docker vorhanden, Testcontainers nicht eingerichtet' : 'kein Docker';
const suite = url ? describe : describe.skip;
const title = url ? 'KurrentDB adapter' : `KurrentDB adapter (übersprungen: EVENTSTORE_URL nicht gesetzt und ${dockerHint})`;

suite(title, () => {
  runEventStoreContract(
    'KurrentDB event store',
    async () => ({ store: createKurrentEventStore(url ?? '', { pollIntervalMs: 20 }) }),
    // A shared server is not empty, and partial overlaps follow the server's own rules.
    { startsEmpty: false, ownIdempotencyRules: false },
  );
});
