import {
  CHECK_LINKS_JOB,
  LINK_CHECK_NOW_DEDUPLICATION_ID,
  LINK_CHECK_SCHEDULER_ID,
  LINK_HEALTH_JOB_OPTIONS,
  LINK_HEALTH_QUEUE,
  type LinkCheckRunCounts,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
} from '@deal-site/queue-contract';
import type { Queue, Worker } from 'bullmq';
import type { JobQueueOptions } from './bullmq/job-queue';
import type { JobWorkerOptions } from './bullmq/job-worker';
import type { ScheduledJobKind } from './bullmq/scheduled-job-kind';
import { createScheduledJobQueue } from './bullmq/scheduled-job-queue';
import { createScheduledJobWorker } from './bullmq/scheduled-job-worker';
import type { ScheduledJobRunner } from './scheduled-job-run';

/** What runs the link checks; @deal-site/link-health's LinkHealthRunner in the API and the worker. */
export type LinkHealthJobRunner = ScheduledJobRunner<LinkCheckRunCounts>;

/** The weekly check of the live deals' affiliate links; "Check links now" asks for one at once. */
export const LINK_HEALTH_JOB_KIND = {
  queue: LINK_HEALTH_QUEUE,
  job: CHECK_LINKS_JOB,
  schedulerId: LINK_CHECK_SCHEDULER_ID,
  jobOptions: LINK_HEALTH_JOB_OPTIONS,
  nowDeduplicationId: LINK_CHECK_NOW_DEDUPLICATION_ID,
  settings: {
    // One run at a time per worker (the API also sets the queue's global concurrency to 1); the
    // run itself checks links on different hosts side by side.
    concurrency: 1,
    lockDuration: 60_000,
    stalledInterval: 30_000,
    // A stalled run is run again: it goes on from the links its dead worker had not checked.
    maxStalledCount: 2,
  },
  logNames: {
    job: 'link check',
    worker: 'link-health worker',
    queue: 'link-health queue',
    schedulers: 'link check job scheduler',
  },
} satisfies ScheduledJobKind<LinkHealthJobName>;

export type LinkHealthQueue = Queue<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;
export type LinkHealthWorker = Worker<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;

export function createLinkHealthQueue(options: JobQueueOptions): LinkHealthQueue {
  return createScheduledJobQueue(LINK_HEALTH_JOB_KIND, options);
}

/**
 * A BullMQ worker on the link-health queue. Closing it with `cancelAllJobs()` first stops the
 * running check: what it wrote stays, and the job's next attempt goes on from there.
 */
export function createLinkHealthWorker({
  links,
  ...options
}: JobWorkerOptions & { links: LinkHealthJobRunner }): LinkHealthWorker {
  return createScheduledJobWorker(LINK_HEALTH_JOB_KIND, links, options);
}
