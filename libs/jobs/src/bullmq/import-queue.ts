import {
  DEAL_IMPORT_QUEUE,
  IMPORT_JOB_OPTIONS,
  IMPORT_NOW_DEDUPLICATION_ID,
  IMPORT_SCHEDULER_ID,
  SCHEDULED_IMPORT_JOB,
  type CronSchedule,
  type ImportJobName,
  type ImportJobPayload,
  type ImportJobResult,
  type ImportTrigger,
} from '@deal-site/queue-contract';
import type { Job, Queue } from 'bullmq';
import { createJobQueue, type JobQueueOptions } from './job-queue';

export type ImportQueue = Queue<ImportJobPayload, ImportJobResult, ImportJobName>;
export type ImportJob = Job<ImportJobPayload, ImportJobResult, ImportJobName>;

export function createImportQueue(options: JobQueueOptions): ImportQueue {
  return createJobQueue(DEAL_IMPORT_QUEUE, IMPORT_JOB_OPTIONS, options);
}

/** Creates or updates the one import scheduler; its jobs get the queue's default options. */
export async function upsertImportScheduler(
  queue: ImportQueue,
  schedule: CronSchedule,
): Promise<void> {
  // BullMQ types the id as a job name since it is the fallback name; ours names the job itself.
  const schedulerId = IMPORT_SCHEDULER_ID as ImportJobName;
  await queue.upsertJobScheduler(schedulerId, schedule, {
    name: SCHEDULED_IMPORT_JOB,
    data: { trigger: 'schedule' },
  });
}

/** Adds an on-demand import; while one is still waiting or running, no second one is added. */
export function enqueueImport(
  queue: ImportQueue,
  trigger: ImportTrigger,
  requestedAt = new Date(),
): Promise<ImportJob> {
  return queue.add(
    SCHEDULED_IMPORT_JOB,
    { trigger, requestedAt: requestedAt.toISOString() },
    { deduplication: { id: IMPORT_NOW_DEDUPLICATION_ID } },
  );
}
