import {
  LINK_HEALTH_QUEUE,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
} from '@deal-site/queue-contract';
import type { Worker } from 'bullmq';
import { runLinkHealthJob, type LinkHealthJobRunner } from '../link-health-jobs';
import {
  createJobWorker,
  type JobWorkerKind,
  type JobWorkerOptions,
  type JobWorkerSettings,
} from './job-worker';

export type LinkHealthWorker = Worker<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;

export interface LinkHealthWorkerOptions extends JobWorkerOptions {
  links: LinkHealthJobRunner;
}

export const LINK_HEALTH_WORKER_SETTINGS = {
  // One run at a time per worker (the API also sets the queue's global concurrency to 1); the
  // run itself checks links on different hosts side by side.
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled run is run again: it goes on from the links its dead worker had not checked.
  maxStalledCount: 2,
} satisfies JobWorkerSettings;

const LINK_HEALTH_WORKER: JobWorkerKind = {
  queue: LINK_HEALTH_QUEUE,
  settings: LINK_HEALTH_WORKER_SETTINGS,
  logNames: { job: 'link check', worker: 'link-health worker' },
};

/**
 * A BullMQ worker on the link-health queue. Closing it with `cancelAllJobs()` first stops the
 * running check: what it wrote stays, and the job's next attempt goes on from there.
 */
export function createLinkHealthWorker({
  links,
  ...options
}: LinkHealthWorkerOptions): LinkHealthWorker {
  return createJobWorker<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>(
    LINK_HEALTH_WORKER,
    ({ job, logContext, signal }) =>
      runLinkHealthJob(
        job.name,
        job.data,
        { logger: options.logger, links },
        { logContext, signal },
      ),
    options,
  );
}
