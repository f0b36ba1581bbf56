import type { GeplanterJob } from '../platform/jobs/jobs';
import type { Warteschlange } from '../platform/jobs/jobSender';
import { EXPORT_JOB, EXPORT_SWEEP, erstelleExport, exporteNachholen, type ExportDeps } from './exportAuftraege';

/** The queue the export requests feed: one job per export id. */
export const exportWarteschlange = (deps: ExportDeps): Warteschlange => ({
  name: EXPORT_JOB,
  run: async (data) => {
    if (typeof data.id === 'string') await erstelleExport(deps, data.id);
  },
});

/** Every minute: exports a lost job or a crash left behind (the export rows are the durable queue). */
export const exportSweepJob = (deps: ExportDeps): GeplanterJob => ({
  name: EXPORT_SWEEP,
  cron: '* * * * *',
  run: async () => {
    await exporteNachholen(deps);
  },
});
