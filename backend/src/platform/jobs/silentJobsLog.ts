import type { JobsLog } from './jobs';

/** For tests: a log that writes nothing. */
export const silentJobsLog: JobsLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
