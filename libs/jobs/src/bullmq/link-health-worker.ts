import { redisConnection } from './redis-connection';
import {
  DEFAULT_QUEUE_PREFIX,
  LINK_HEALTH_QUEUE,
  type LinkHealthJobName,
  type LinkHealthJobPayload,
  type LinkHealthJobResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError, Worker } from 'bullmq';
import type { JobLogger } from '../job-deps';
import { runLinkHealthJob, type LinkHealthJobRunner } from '../link-health-jobs';
import type { ImportWorkerSettings } from './import-worker-settings';
import { createRedisErrorLogger } from './redis-error-logger';

export type LinkHealthWorker = Worker<LinkHealthJobPayload, LinkHealthJobResult, LinkHealthJobName>;

export interface LinkHealthWorkerOptions {
  redisUrl: string;
  logger: JobLogger;
  links: LinkHealthJobRunner;
  prefix?: string;
  /** Tests shorten lock and stalled-check times. */
  settingOverrides?: ImportWorkerSettings;
}

export const LINK_HEALTH_WORKER_SETTINGS = {
  // One run at a time per worker (the API also sets the queue's global concurrency to 1); the
  // run itself checks links on different hosts side by side.
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled run is run again: it goes on from the links its dead worker had not checked.
  maxStalledCount: 2,
} satisfies ImportWorkerSettings;

/**
 * A BullMQ worker on the link-health queue. Closing it with `cancelAllJobs()` first stops the
 * running check: what it wrote stays, and the job's next attempt goes on from there.
 */
export function createLinkHealthWorker({
  redisUrl,
  logger,
  links,
  prefix = DEFAULT_QUEUE_PREFIX,
  settingOverrides,
}: LinkHealthWorkerOptions): LinkHealthWorker {
  const worker: LinkHealthWorker = new Worker(
    LINK_HEALTH_QUEUE,
    (job, _token, signal) =>
      runLinkHealthJob(
        job.name,
        job.data,
        { logger, links },
        {
          logContext: { jobId: job.id, attempt: job.attemptsMade + 1 },
          signal,
        },
      ),
    {
      connection: redisConnection(redisUrl),
      prefix,
      ...LINK_HEALTH_WORKER_SETTINGS,
      ...settingOverrides,
    },
  );
  worker.on('failed', (job, error) => {
    const gaveUp =
      !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (gaveUp) {
      logger.error({ job: job?.name, jobId: job?.id, err: error }, 'link check failed for good');
    }
  });
  worker.on('stalled', (jobId) =>
    logger.warn({ jobId }, 'link check stalled (its worker died or blocked): it will run again'),
  );
  worker.on('error', createRedisErrorLogger(logger, 'link-health worker: Redis error'));
  return worker;
}
