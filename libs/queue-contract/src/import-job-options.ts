import type { DefaultJobOptions } from 'bullmq';

const DAY_IN_SECONDS = 24 * 60 * 60;

/** Attempts, backoff and retention of every import job, whoever adds it. */
export const IMPORT_JOB_OPTIONS = {
  // 5 attempts with 30 s, 1, 2, 4 min between them: done well before the next hourly run.
  attempts: 5,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 7 * DAY_IN_SECONDS, count: 500 },
  removeOnFail: { age: 30 * DAY_IN_SECONDS, count: 1000 },
} satisfies DefaultJobOptions;

/** One pending on-demand import at a time: repeated clicks do not pile up jobs. */
export const IMPORT_NOW_DEDUPLICATION_ID = 'import-now';
