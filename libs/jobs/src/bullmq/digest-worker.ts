import {
  EMAIL_DIGEST_QUEUE,
  type EmailDigestJobName,
  type EmailDigestJobPayload,
  type EmailDigestJobResult,
} from '@deal-site/queue-contract';
import type { Worker } from 'bullmq';
import { runEmailDigestJob, type DigestJobRunner } from '../digest-jobs';
import {
  createJobWorker,
  type JobWorkerKind,
  type JobWorkerOptions,
  type JobWorkerSettings,
} from './job-worker';

export type EmailDigestWorker = Worker<
  EmailDigestJobPayload,
  EmailDigestJobResult,
  EmailDigestJobName
>;

export interface EmailDigestWorkerOptions extends JobWorkerOptions {
  digests: DigestJobRunner;
}

export const EMAIL_DIGEST_WORKER_SETTINGS = {
  // One run at a time per worker; the run itself sends to several subscribers at once.
  concurrency: 1,
  lockDuration: 60_000,
  stalledInterval: 30_000,
  // A stalled digest run is run again: the send log skips whoever it had already claimed.
  maxStalledCount: 2,
} satisfies JobWorkerSettings;

const EMAIL_DIGEST_WORKER: JobWorkerKind = {
  queue: EMAIL_DIGEST_QUEUE,
  settings: EMAIL_DIGEST_WORKER_SETTINGS,
  logNames: { job: 'e-mail job', worker: 'e-mail worker' },
};

/** A BullMQ worker on the e-mail queue: digests and the purge of unconfirmed subscriptions. */
export function createEmailDigestWorker({
  digests,
  ...options
}: EmailDigestWorkerOptions): EmailDigestWorker {
  return createJobWorker<EmailDigestJobPayload, EmailDigestJobResult, EmailDigestJobName>(
    EMAIL_DIGEST_WORKER,
    ({ job, logContext }) =>
      runEmailDigestJob(job.name, job.data, { logger: options.logger, digests }, logContext),
    options,
  );
}
