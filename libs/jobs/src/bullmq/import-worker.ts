import { redisConnection } from './redis-connection';
import {
  DEAL_IMPORT_QUEUE,
  DEFAULT_QUEUE_PREFIX,
  type ImportJobName,
  type ImportJobPayload,
  type ImportJobResult,
} from '@deal-site/queue-contract';
import type { DealImportRunner, JobLogger } from '../job-deps';
import { IMPORT_JOB_HANDLERS, type ImportJobHandlers } from '../job-handlers';
import { runJob } from '../run-job';
import { createRedisErrorLogger } from './redis-error-logger';
import { SourceError } from '@deal-site/facebook-source';
import { UnrecoverableError, Worker } from 'bullmq';
import { IMPORT_WORKER_SETTINGS, type ImportWorkerSettings } from './import-worker-settings';

export type ImportWorker = Worker<ImportJobPayload, ImportJobResult, ImportJobName>;

export interface ImportWorkerOptions {
  redisUrl: string;
  logger: JobLogger;
  importer: DealImportRunner;
  prefix?: string;
  /** Tests swap in handlers that fail or hang. */
  handlers?: ImportJobHandlers;
  /** Tests shorten lock and stalled-check times. */
  settingOverrides?: ImportWorkerSettings;
}

/** The wait a rate-limited source asked for (its usage headers), or null for the usual backoff. */
function rateLimitWait(error: unknown): number | null {
  return error instanceof SourceError && error.kind === 'rate-limited' ? error.retryAfterMs : null;
}

/** A BullMQ worker on the import queue that hands each job to the shared job handlers. */
export function createImportWorker({
  redisUrl,
  logger,
  importer,
  prefix = DEFAULT_QUEUE_PREFIX,
  handlers = IMPORT_JOB_HANDLERS,
  settingOverrides,
}: ImportWorkerOptions): ImportWorker {
  const worker: ImportWorker = new Worker(
    DEAL_IMPORT_QUEUE,
    async (job) => {
      try {
        return await runJob(job.name, job.data, {
          deps: { logger, importer },
          handlers,
          logContext: { jobId: job.id, attempt: job.attemptsMade + 1 },
        });
      } catch (error) {
        const waitMs = rateLimitWait(error);
        if (waitMs === null) throw error;
        // Facebook named the wait: the queue pauses that long, and the job keeps its attempts.
        logger.warn({ jobId: job.id, waitMs }, 'rate-limited by the source: import paused');
        await worker.rateLimit(waitMs);
        throw Worker.RateLimitError();
      }
    },
    {
      connection: redisConnection(redisUrl),
      prefix,
      ...IMPORT_WORKER_SETTINGS,
      ...settingOverrides,
    },
  );

  worker.on('failed', (job, error) => {
    const attempts = job?.opts.attempts ?? 1;
    const gaveUp = !job || error instanceof UnrecoverableError || job.attemptsMade >= attempts;
    if (gaveUp) {
      logger.error(
        { job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error },
        'job failed for good',
      );
    }
  });
  worker.on('stalled', (jobId) =>
    logger.warn({ jobId }, 'job stalled (its worker died or blocked): it will run again'),
  );
  worker.on('error', createRedisErrorLogger(logger, 'import worker: Redis error'));
  return worker;
}
