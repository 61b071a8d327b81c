import {
  WEB_PUSH_QUEUE,
  type WebPushJobName,
  type WebPushJobPayload,
  type WebPushJobResult,
} from '@deal-site/queue-contract';
import type { Worker } from 'bullmq';
import { runWebPushJob, type PushFanoutJobRunner } from '../web-push-jobs';
import {
  createJobWorker,
  type JobWorkerKind,
  type JobWorkerOptions,
  type JobWorkerSettings,
} from './job-worker';

export type WebPushWorker = Worker<WebPushJobPayload, WebPushJobResult, WebPushJobName>;

export interface WebPushWorkerOptions extends JobWorkerOptions {
  pushes: PushFanoutJobRunner;
}

export const WEB_PUSH_WORKER_SETTINGS = {
  // One sweep at a time per worker (the API also sets the queue's global concurrency to 1); the
  // sweep itself sends to several followers side by side.
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled sweep needs no rerun: the next one, 15 s later, takes up its unfinished fan-outs.
  maxStalledCount: 0,
} satisfies JobWorkerSettings;

const WEB_PUSH_WORKER: JobWorkerKind = {
  queue: WEB_PUSH_QUEUE,
  settings: WEB_PUSH_WORKER_SETTINGS,
  logNames: { job: 'deal push sweep', worker: 'web-push worker' },
};

/**
 * A BullMQ worker on the web-push queue. Closing it with `cancelAllJobs()` first stops the running
 * sweep between two messages: what it sent stays sent, the rest goes with the next sweep.
 */
export function createWebPushWorker({ pushes, ...options }: WebPushWorkerOptions): WebPushWorker {
  return createJobWorker<WebPushJobPayload, WebPushJobResult, WebPushJobName>(
    WEB_PUSH_WORKER,
    ({ job, logContext, signal }) =>
      runWebPushJob(job.name, job.data, { logger: options.logger, pushes }, { logContext, signal }),
    options,
  );
}
