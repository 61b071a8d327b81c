import {
  DEAL_IMPORT_QUEUE,
  type ImportJobName,
  type ImportJobPayload,
  type ImportJobResult,
} from '@deal-site/queue-contract';
import { SourceError } from '@deal-site/facebook-source';
import { Worker } from 'bullmq';
import type { DealImportRunner } from '../job-deps';
import { IMPORT_JOB_HANDLERS, type ImportJobHandlers } from '../job-handlers';
import { runJob } from '../run-job';
import {
  createJobWorker,
  type JobWorkerKind,
  type JobWorkerOptions,
  type JobWorkerSettings,
} from './job-worker';

export type ImportWorker = Worker<ImportJobPayload, ImportJobResult, ImportJobName>;

export interface ImportWorkerOptions extends JobWorkerOptions {
  importer: DealImportRunner;
  /** Tests swap in handlers that fail or hang. */
  handlers?: ImportJobHandlers;
}

export const IMPORT_WORKER_SETTINGS = {
  // Imports must not race each other over the same posts.
  concurrency: 1,
  // A live worker renews its lock every 30 s; a SIGKILLed one stops, and its lock lapses in 60 s.
  lockDuration: 60_000,
  // How often lapsed locks are looked for; such a job goes back to waiting and is run again.
  stalledInterval: 30_000,
  // A job may be recovered twice; a third stall means the job itself kills workers.
  maxStalledCount: 2,
} satisfies JobWorkerSettings;

const IMPORT_WORKER: JobWorkerKind = {
  queue: DEAL_IMPORT_QUEUE,
  settings: IMPORT_WORKER_SETTINGS,
  logNames: { job: 'job', worker: 'import worker' },
};

/** The wait a rate-limited source asked for (its usage headers), or null for the usual backoff. */
function rateLimitWait(error: unknown): number | null {
  return error instanceof SourceError && error.kind === 'rate-limited' ? error.retryAfterMs : null;
}

/** A BullMQ worker on the import queue that hands each job to the shared job handlers. */
export function createImportWorker({
  importer,
  handlers = IMPORT_JOB_HANDLERS,
  ...options
}: ImportWorkerOptions): ImportWorker {
  const { logger } = options;
  return createJobWorker<ImportJobPayload, ImportJobResult, ImportJobName>(
    IMPORT_WORKER,
    async ({ job, logContext, worker }) => {
      try {
        return await runJob(job.name, job.data, {
          deps: { logger, importer },
          handlers,
          logContext,
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
    options,
  );
}
