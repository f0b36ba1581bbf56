import { SingleBar, Presets } from 'cli-progress';
import { createEventStore } from '@abfallportal/backend/eventstore/createEventStore';
import { loadConfig } from '@abfallportal/backend/platform/config';
import { connectCliDatabase } from './cliDatabase';
import { PROJECTIONS } from './index';
import { formatReport, selectProjections } from './replayReport';
import { rebuildProjection, type RebuildReport } from './runtime/rebuildProjection';

/**
 * `npx tsx projections/src/replayCli.ts <projection|all>` (also `make replay P=…`, `npm run replay -- …`):
 * rebuilds read models from the events without downtime (DESIGN § 5), one projection after the other.
 * Exit codes: 0 done, 1 failed, 2 unknown projection.
 */
const main = async (): Promise<number> => {
  const selection = selectProjections(process.argv[2], PROJECTIONS);
  if (selection.type === 'unknown') {
    process.stderr.write(`${selection.message}\n`);
    return 2;
  }
  const config = loadConfig();
  const database = await connectCliDatabase(config, (line) => process.stderr.write(`${line}\n`));
  const eventStore = createEventStore({ eventstoreUrl: config.EVENTSTORE_URL, db: database.db });
  const reports: RebuildReport[] = [];
  try {
    for (const projection of selection.projections) {
      const bar = new SingleBar(
        { format: `${projection.name} [{bar}] {percentage}% | {value}/{total} Ereignisse | noch {eta_formatted}`, hideCursor: true },
        Presets.shades_classic,
      );
      bar.start(0, 0);
      try {
        reports.push(
          await rebuildProjection({
            db: database.db,
            eventStore,
            projection,
            onProgress: ({ processed, total }) => {
              bar.setTotal(total);
              bar.update(processed);
            },
            log: (level, message) => {
              if (level !== 'debug' && level !== 'info') process.stderr.write(`${message}\n`);
            },
          }),
        );
      } finally {
        bar.stop();
      }
    }
  } finally {
    await eventStore.close();
    await database.close();
  }
  for (const report of reports) process.stdout.write(`${formatReport(report)}\n`);
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`Neuaufbau fehlgeschlagen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
