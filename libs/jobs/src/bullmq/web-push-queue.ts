import {
  PUSH_FANOUT_INTERVAL_MS,
  PUSH_FANOUT_SCHEDULER_ID,
  SEND_DEAL_PUSHES_JOB,
  WEB_PUSH_JOB_OPTIONS,
  WEB_PUSH_QUEUE,
  type WebPushJobName,
  type WebPushJobPayload,
  type WebPushJobResult,
} from '@deal-site/queue-contract';
import type { Queue } from 'bullmq';
import { createJobQueue, type JobQueueOptions } from './job-queue';

export type WebPushQueue = Queue<WebPushJobPayload, WebPushJobResult, WebPushJobName>;

export function createWebPushQueue(options: JobQueueOptions): WebPushQueue {
  return createJobQueue(WEB_PUSH_QUEUE, WEB_PUSH_JOB_OPTIONS, options);
}

/** Creates or updates the one sweep scheduler (every 15 s); its id is fixed, so boots never add more. */
export async function upsertPushFanoutScheduler(
  queue: WebPushQueue,
  everyMs = PUSH_FANOUT_INTERVAL_MS,
): Promise<void> {
  // BullMQ types the id as a job name since it is the fallback name; ours names the job itself.
  const schedulerId = PUSH_FANOUT_SCHEDULER_ID as WebPushJobName;
  await queue.upsertJobScheduler(
    schedulerId,
    { every: everyMs },
    { name: SEND_DEAL_PUSHES_JOB, data: { trigger: 'schedule' } },
  );
}
