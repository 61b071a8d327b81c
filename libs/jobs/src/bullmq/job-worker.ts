import { DEFAULT_QUEUE_PREFIX } from '@deal-site/queue-contract';
import { UnrecoverableError, Worker, type Job, type WorkerOptions } from 'bullmq';
import type { JobLogger } from '../job-deps';
import { createRedisErrorLogger } from './redis-error-logger';
import { redisConnection } from './redis-connection';

export type JobWorkerSettings = Pick<
  WorkerOptions,
  'concurrency' | 'lockDuration' | 'stalledInterval' | 'maxStalledCount'
>;

export interface JobWorkerOptions {
  redisUrl: string;
  logger: JobLogger;
  prefix?: string;
  /** Tests shorten lock and stalled-check times, or run two jobs at once. */
  settingOverrides?: JobWorkerSettings;
}

/** What sets one queue's worker apart from the others. */
export interface JobWorkerKind {
  queue: string;
  settings: JobWorkerSettings;
  /** How its log lines name a job (`e-mail job`) and the worker (`e-mail worker`). */
  logNames: { job: string; worker: string };
}

export interface JobRun<Payload, Result, Name extends string> {
  job: Job<Payload, Result, Name>;
  /** The job's id and attempt, for the run's log lines. */
  logContext: { jobId: string | undefined; attempt: number };
  /** Aborted by `cancelAllJobs()`. */
  signal: AbortSignal | undefined;
  worker: Worker<Payload, Result, Name>;
}

/**
 * A worker on `kind.queue` that hands each job to `run`. It logs a job that failed for good (no
 * attempt left, or unrecoverable) as an error, a stalled one as a warning, and Redis errors.
 */
export function createJobWorker<Payload, Result, Name extends string>(
  kind: JobWorkerKind,
  run: (jobRun: JobRun<Payload, Result, Name>) => Promise<Result>,
  { redisUrl, logger, prefix = DEFAULT_QUEUE_PREFIX, settingOverrides }: JobWorkerOptions,
): Worker<Payload, Result, Name> {
  const worker: Worker<Payload, Result, Name> = new Worker(
    kind.queue,
    (job, _token, signal) =>
      run({ job, logContext: { jobId: job.id, attempt: job.attemptsMade + 1 }, signal, worker }),
    {
      connection: redisConnection(redisUrl),
      prefix,
      ...kind.settings,
      ...settingOverrides,
    },
  );
  worker.on('failed', (job, error) => {
    const gaveUp =
      !job || error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
    if (gaveUp) {
      logger.error(
        { job: job?.name, jobId: job?.id, attemptsMade: job?.attemptsMade, err: error },
        `${kind.logNames.job} failed for good`,
      );
    }
  });
  worker.on('stalled', (jobId) =>
    logger.warn(
      { jobId },
      `${kind.logNames.job} stalled (its worker died or blocked): it will run again`,
    ),
  );
  worker.on('error', createRedisErrorLogger(logger, `${kind.logNames.worker}: Redis error`));
  return worker;
}
