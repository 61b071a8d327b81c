import type { Job, Queue } from 'bullmq';
import type { SchedulerTiming } from '../next-run-time';
import type { ScheduledJobPayload } from '../scheduled-job-run';
import { createJobQueue, type JobQueueOptions } from './job-queue';
import type { ScheduledQueueKind } from './scheduled-job-kind';

export function createScheduledJobQueue<Payload, Result, Name extends string>(
  kind: ScheduledQueueKind<Name>,
  options: JobQueueOptions,
): Queue<Payload, Result, Name> {
  return createJobQueue(kind.queue, kind.jobOptions, options);
}

/**
 * Creates or updates the queue's one job scheduler, every so many ms or on a cron schedule; its id
 * is fixed, so boots never add more. Its jobs get the queue's default options.
 */
export async function upsertScheduledJob(
  queue: Queue,
  kind: ScheduledQueueKind,
  timing: SchedulerTiming,
): Promise<void> {
  const repeat = 'everyMs' in timing ? { every: timing.everyMs } : timing;
  const data: ScheduledJobPayload = { trigger: 'schedule' };
  await queue.upsertJobScheduler(kind.schedulerId, repeat, { name: kind.job, data });
}

/** Adds an on-demand job; while one is still waiting or running, no second one is added. */
export function enqueueScheduledJobNow<Payload, Result, Name extends string>(
  // The last three spelled out: BullMQ's defaults for them do not resolve for type parameters.
  queue: Queue<Payload, Result, Name, Payload, Result, Name>,
  kind: ScheduledQueueKind<Name> & { nowDeduplicationId: string },
  data: Payload,
): Promise<Job<Payload, Result, Name>> {
  return queue.add(kind.job, data, { deduplication: { id: kind.nowDeduplicationId } });
}
