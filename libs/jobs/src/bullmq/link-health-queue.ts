import {
  CHECK_LINKS_JOB,
  LINK_CHECK_NOW_DEDUPLICATION_ID,
  LINK_CHECK_SCHEDULER_ID,
  LINK_HEALTH_JOB_OPTIONS,
  LINK_HEALTH_QUEUE,
  type CronSchedule,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
} from '@deal-site/queue-contract';
import type { Job, Queue } from 'bullmq';
import { createJobQueue, type JobQueueOptions } from './job-queue';

export type LinkHealthQueue = Queue<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;
export type LinkHealthJob = Job<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;

export function createLinkHealthQueue(options: JobQueueOptions): LinkHealthQueue {
  return createJobQueue(LINK_HEALTH_QUEUE, LINK_HEALTH_JOB_OPTIONS, options);
}

/** Creates or updates the one weekly scheduler; its id is fixed, so boots never add more. */
export async function upsertLinkCheckScheduler(
  queue: LinkHealthQueue,
  schedule: CronSchedule,
): Promise<void> {
  // BullMQ types the id as a job name since it is the fallback name; ours names the job itself.
  const schedulerId = LINK_CHECK_SCHEDULER_ID as LinkHealthJobName;
  await queue.upsertJobScheduler(schedulerId, schedule, {
    name: CHECK_LINKS_JOB,
    data: { trigger: 'schedule' },
  });
}

/** Adds an on-demand check; while one is still waiting or running, no second one is added. */
export function enqueueLinkCheck(
  queue: LinkHealthQueue,
  requestedAt = new Date(),
): Promise<LinkHealthJob> {
  return queue.add(
    CHECK_LINKS_JOB,
    { trigger: 'manual', requestedAt: requestedAt.toISOString() },
    { deduplication: { id: LINK_CHECK_NOW_DEDUPLICATION_ID } },
  );
}
