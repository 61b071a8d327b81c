import { redisConnection } from './redis-connection';
import {
  DEAL_IMPORT_QUEUE,
  DEFAULT_QUEUE_PREFIX,
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
import { Queue, type DefaultJobOptions, type Job } from 'bullmq';

export type ImportQueue = Queue<ImportJobPayload, ImportJobResult, ImportJobName>;
export type ImportJob = Job<ImportJobPayload, ImportJobResult, ImportJobName>;

export interface ImportQueueOptions {
  redisUrl: string;
  prefix?: string;
  /** Tests shorten the backoff; everything else keeps IMPORT_JOB_OPTIONS. */
  jobOptionOverrides?: DefaultJobOptions;
}

export function createImportQueue({
  redisUrl,
  prefix = DEFAULT_QUEUE_PREFIX,
  jobOptionOverrides,
}: ImportQueueOptions): ImportQueue {
  return new Queue(DEAL_IMPORT_QUEUE, {
    connection: redisConnection(redisUrl),
    prefix,
    defaultJobOptions: { ...IMPORT_JOB_OPTIONS, ...jobOptionOverrides },
  });
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
