import {
  PUSH_FANOUT_SCHEDULER_ID,
  SEND_DEAL_PUSHES_JOB,
  WEB_PUSH_JOB_OPTIONS,
  WEB_PUSH_QUEUE,
  type PushFanoutCounts,
  type WebPushJobName,
  type WebPushJobPayload,
  type WebPushJobResult,
} from '@deal-site/queue-contract';
import type { Queue } from 'bullmq';
import type { JobQueueOptions } from './bullmq/job-queue';
import { FREQUENT_SWEEP, type ScheduledJobKind } from './bullmq/scheduled-job-kind';
import { createScheduledJobQueue } from './bullmq/scheduled-job-queue';
import type { ScheduledJobRunner } from './scheduled-job-run';

/** What sends new deals to push followers; @deal-site/web-push-delivery's PushFanoutRunner. */
export type PushFanoutJobRunner = ScheduledJobRunner<PushFanoutCounts>;

/**
 * The sweep, every 15 s, that sends new deals to the browsers following them, to several followers
 * side by side; the next sweep takes up a stalled one's unfinished fan-outs.
 */
export const WEB_PUSH_JOB_KIND = {
  queue: WEB_PUSH_QUEUE,
  job: SEND_DEAL_PUSHES_JOB,
  schedulerId: PUSH_FANOUT_SCHEDULER_ID,
  jobOptions: WEB_PUSH_JOB_OPTIONS,
  ...FREQUENT_SWEEP,
  logNames: {
    job: 'deal push sweep',
    worker: 'web-push worker',
    queue: 'web-push queue',
    schedulers: 'deal push job scheduler',
  },
} satisfies ScheduledJobKind<WebPushJobName>;

export type WebPushQueue = Queue<WebPushJobPayload, WebPushJobResult, WebPushJobName>;

export function createWebPushQueue(options: JobQueueOptions): WebPushQueue {
  return createScheduledJobQueue(WEB_PUSH_JOB_KIND, options);
}
