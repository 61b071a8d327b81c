import { redisConnection } from './redis-connection';
import {
  DEFAULT_QUEUE_PREFIX,
  EMAIL_DIGEST_QUEUE,
  type EmailDigestJobName,
  type EmailDigestJobPayload,
  type EmailDigestJobResult,
} from '@deal-site/queue-contract';
import { UnrecoverableError, Worker } from 'bullmq';
import { runEmailDigestJob, type DigestJobRunner } from '../digest-jobs';
import type { JobLogger } from '../job-deps';
import type { ImportWorkerSettings } from './import-worker-settings';
import { createRedisErrorLogger } from './redis-error-logger';

export type EmailDigestWorker = Worker<
  EmailDigestJobPayload,
  EmailDigestJobResult,
  EmailDigestJobName
>;

export interface EmailDigestWorkerOptions {
  redisUrl: string;
  logger: JobLogger;
  digests: DigestJobRunner;
  prefix?: string;
  /** Tests shorten lock and stalled-check times, or run two jobs at once. */
  settingOverrides?: ImportWorkerSettings;
}

export const EMAIL_DIGEST_WORKER_SETTINGS = {
  // One run at a time per worker; the run itself sends to several subscribers at once.
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled digest run is run again: the send log skips whoever it had already claimed.
  maxStalledCount: 2,
} satisfies ImportWorkerSettings;

/** A BullMQ worker on the e-mail queue: digests and the purge of unconfirmed subscriptions. */
export function createEmailDigestWorker({
  redisUrl,
  logger,
  digests,
  prefix = DEFAULT_QUEUE_PREFIX,
  settingOverrides,
}: EmailDigestWorkerOptions): EmailDigestWorker {
  const worker: EmailDigestWorker = new Worker(
    EMAIL_DIGEST_QUEUE,
    (job) =>
      runEmailDigestJob(
        job.name,
        job.data,
        { logger, digests },
        {
          jobId: job.id,
          attempt: job.attemptsMade + 1,
        },
      ),
    {
      connection: redisConnection(redisUrl),
      prefix,
      ...EMAIL_DIGEST_WORKER_SETTINGS,
      ...settingOverrides,
    },
  );
  worker.on('failed', (job, error) => {
    const gaveUp =
      !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (gaveUp) {
      logger.error({ job: job?.name, jobId: job?.id, err: error }, 'e-mail job failed for good');
    }
  });
  worker.on('stalled', (jobId) =>
    logger.warn({ jobId }, 'e-mail job stalled (its worker died or blocked): it will run again'),
  );
  worker.on('error', createRedisErrorLogger(logger, 'e-mail worker: Redis error'));
  return worker;
}
