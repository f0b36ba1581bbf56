/** What the HTTP routes may do with the job queue: hand work to a worker (pg-boss `send`). */
export type JobSender = { senden: (name: string, data: object) => Promise<void> };

/**
 * A feature's on-demand work (e.g. building an export): the API sends a job, one worker runs it.
 * `run` must be idempotent: a crash or a retry may run it again for the same data.
 */
export type Warteschlange = { name: string; run: (data: Record<string, unknown>) => Promise<void>; retryLimit?: number };
