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
import type { JobQueueOptions } from './job-queue';
import type { ScheduledQueueKind } from './scheduled-job-kind';
import {
  createScheduledJobQueue,
  enqueueScheduledJobNow,
  upsertScheduledJob,
} from './scheduled-job-queue';

export type ImportQueue = Queue<ImportJobPayload, ImportJobResult, ImportJobName>;
export type ImportJob = Job<ImportJobPayload, ImportJobResult, ImportJobName>;

const DEAL_IMPORT_QUEUE_KIND = {
  queue: DEAL_IMPORT_QUEUE,
  job: SCHEDULED_IMPORT_JOB,
  schedulerId: IMPORT_SCHEDULER_ID,
  jobOptions: IMPORT_JOB_OPTIONS,
  nowDeduplicationId: IMPORT_NOW_DEDUPLICATION_ID,
} satisfies ScheduledQueueKind<ImportJobName>;

export function createImportQueue(options: JobQueueOptions): ImportQueue {
  return createScheduledJobQueue(DEAL_IMPORT_QUEUE_KIND, options);
}

/** Creates or updates the one import scheduler; its jobs get the queue's default options. */
export function upsertImportScheduler(queue: ImportQueue, schedule: CronSchedule): Promise<void> {
  return upsertScheduledJob(queue, DEAL_IMPORT_QUEUE_KIND, schedule);
}

/** Adds an on-demand import; while one is still waiting or running, no second one is added. */
export function enqueueImport(
  queue: ImportQueue,
  trigger: ImportTrigger,
  requestedAt = new Date(),
): Promise<ImportJob> {
  return enqueueScheduledJobNow(queue, DEAL_IMPORT_QUEUE_KIND, {
    trigger,
    requestedAt: requestedAt.toISOString(),
  });
}
