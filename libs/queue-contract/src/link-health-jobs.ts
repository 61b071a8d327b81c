import type { DefaultJobOptions } from 'bullmq';
import type { CronSchedule } from './import-schedule';

/** The queue of the weekly check of live deals' affiliate links. */
export const LINK_HEALTH_QUEUE = 'link-health';

export const CHECK_LINKS_JOB = 'check-deal-links';

export type LinkCheckTrigger = 'schedule' | 'manual';

export interface CheckLinksPayload {
  trigger: LinkCheckTrigger;
  /** ISO instant of an on-demand request; scheduled runs have none, as a scheduler's data is fixed when it is upserted. */
  requestedAt?: string;
}

/** What one run found, over every link it checked (a resumed run counts its earlier attempts too). */
export interface LinkCheckRunCounts {
  checked: number;
  ok: number;
  broken: number;
  unknown: number;
  notChecked: number;
}

/** Every job of the link-health queue: its name, its payload and what it returns. */
export interface LinkHealthQueueJobs {
  [CHECK_LINKS_JOB]: { payload: CheckLinksPayload; result: LinkCheckRunCounts };
}

export type LinkHealthJobName = keyof LinkHealthQueueJobs;
export type LinkHealthJobPayload<N extends LinkHealthJobName = LinkHealthJobName> =
  LinkHealthQueueJobs[N]['payload'];
export type LinkHealthJobResult<N extends LinkHealthJobName = LinkHealthJobName> =
  LinkHealthQueueJobs[N]['result'];

/** Fixed id, so every boot upserts the same job scheduler instead of adding one. */
export const LINK_CHECK_SCHEDULER_ID = 'link-check-weekly';

/** One pending on-demand check at a time: repeated clicks do not pile up jobs. */
export const LINK_CHECK_NOW_DEDUPLICATION_ID = 'link-check-now';

/** Mondays at 04:00 in SITE_TIMEZONE, when the shops are quiet. */
export function linkCheckSchedule(siteTimeZone: string): CronSchedule {
  return { pattern: '0 4 * * 1', tz: siteTimeZone };
}

const DAY_IN_SECONDS = 24 * 60 * 60;

/** Attempts, backoff and retention of every link-health job, whoever adds it. */
export const LINK_HEALTH_JOB_OPTIONS = {
  // A run that failed as a whole (database down, worker shut down) is tried again; the attempt
  // goes on from the links the earlier one had not checked yet.
  attempts: 3,
  backoff: { type: 'exponential', delay: 5 * 60_000 },
  removeOnComplete: { age: 90 * DAY_IN_SECONDS, count: 100 },
  removeOnFail: { age: 90 * DAY_IN_SECONDS, count: 100 },
} satisfies DefaultJobOptions;
